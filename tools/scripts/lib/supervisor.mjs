import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const colours = [36, 35, 33, 32, 34, 31];

/**
 * `CPU_PROFILE=groups,gateway npm start` writes those processes' V8 CPU profiles to `.crescendo/profiles/`
 * when they stop (open them in Chrome's DevTools or summarise them with `npm run profile:summary`).
 */
function profilingArgs(name, root) {
  const profiled = (process.env.CPU_PROFILE ?? '').split(',').map((entry) => entry.trim());
  return profiled.includes(name)
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${root}/.crescendo/profiles`,
        `--cpu-prof-name=${name}.${Date.now()}.cpuprofile`,
      ]
    : [];
}

/**
 * Node's flags for every service process, as in deploy/Dockerfile and deploy/k8s: a young generation of up to
 * 32 MB per semi-space (docs/decisions/0038-service-request-cost.md, 0043), no allocation-site pretenuring
 * (docs/decisions/0039-no-pretenuring.md) and an old generation collected at twice its live size
 * (docs/decisions/0040-heap-growing-factor.md).
 */
const serviceNodeFlags = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../deploy/node-flags.json', import.meta.url)), 'utf8'),
);

function describe(line) {
  try {
    const entry = JSON.parse(line);
    const level = entry.level && entry.level !== 'info' ? `${entry.level.toUpperCase()} ` : '';
    return `${level}${typeof entry.msg === 'string' ? entry.msg : JSON.stringify(entry.msg)}`;
  } catch {
    return line;
  }
}

/** Runs the platform's processes with labelled output; stops them all, in reverse order, on demand. */
export class Supervisor {
  children = [];
  stopping = false;

  start(proc, env, root, onExit) {
    const colour = colours[this.children.length % colours.length];
    const label = `\x1b[${colour}m${proc.name.padEnd(11)}\x1b[0m│`;
    const child = spawn(
      process.execPath,
      [...serviceNodeFlags, ...profilingArgs(proc.name, root), proc.script],
      {
        cwd: root,
        env: { ...env, ...proc.env },
        // The IPC channel closes if npm start dies, even killed outright: the services then stop themselves.
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      },
    );
    for (const stream of [child.stdout, child.stderr]) {
      let buffer = '';
      stream.on('data', (chunk) => {
        buffer += chunk;
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) if (line.trim()) process.stdout.write(`${label} ${describe(line)}\n`);
      });
    }
    child.on('exit', (code, signal) => {
      if (!this.stopping) onExit(proc, code, signal);
    });
    this.children.push({ proc, child });
    return child;
  }

  async stopAll() {
    this.stopping = true;
    for (const { child } of [...this.children].reverse()) {
      if (child.exitCode !== null) continue;
      await new Promise((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      });
    }
  }
}

export async function waitHealthy(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} is not ready after ${timeoutMs / 1000} s`);
}
