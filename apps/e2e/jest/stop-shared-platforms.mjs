import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** True while `pid` runs a command line that holds `commandLine` (a pid reused since is left alone). */
function stillOurs({ pid, commandLine }) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').includes(commandLine);
  } catch {
    return false;
  }
}

function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
    // gone in between
  }
}

/**
 * Stops what each shared platform of the run left (its footprint: processes, directories): its services may
 * already be stopping on their own (their parent, the jest worker, is gone), its NATS server is not. SIGTERM,
 * then SIGKILL whatever still runs after 15 s; then its directories go.
 */
export async function stopSharedPlatforms(directory) {
  if (!existsSync(directory)) return;
  const footprints = readdirSync(directory).map((file) =>
    JSON.parse(readFileSync(join(directory, file), 'utf8')),
  );
  const processes = footprints.flatMap((footprint) => footprint.processes);
  for (const proc of processes.filter(stillOurs)) signal(proc.pid, 'SIGTERM');
  for (let waited = 0; waited < 15_000 && processes.some(stillOurs); waited += 200) await sleep(200);
  for (const proc of processes.filter(stillOurs)) signal(proc.pid, 'SIGKILL');
  for (const footprint of footprints)
    for (const path of footprint.directories) rmSync(path, { recursive: true, force: true });
  rmSync(directory, { recursive: true, force: true });
}
