import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

// Where the CPU goes during a load run: per-process utime+stime from /proc (Linux), grouped by component.
const tickMs = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);

export type Components = Record<string, (pid: number, comm: string) => boolean>;

function ticks(pid: number): { comm: string; ticks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { comm, ticks: Number(rest[11]) + Number(rest[12]) };
  } catch {
    return null;
  }
}

function snapshot(): Map<number, { comm: string; ticks: number }> {
  const all = new Map<number, { comm: string; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const value = ticks(Number(entry));
    if (value) all.set(Number(entry), value);
  }
  return all;
}

/** The pid listening on a local TCP port (ss), or null when none can be seen. */
export function listeningPid(port: number): number | null {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
    const match = /pid=(\d+)/.exec(out);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Starts counting; the returned function gives CPU milliseconds per component since then. */
export function cpuMeter(components: Components): () => Record<string, number> {
  const before = snapshot();
  return () => {
    const used: Record<string, number> = Object.fromEntries(Object.keys(components).map((name) => [name, 0]));
    for (const [pid, now] of snapshot()) {
      const name = Object.keys(components).find((n) => components[n]!(pid, now.comm));
      if (!name) continue;
      const start = before.get(pid);
      used[name]! += (now.ticks - (start && start.comm === now.comm ? start.ticks : 0)) * tickMs;
    }
    return used;
  };
}

/** "gateway 0.41, groups 0.30, …" ms of CPU per request, largest first. */
export function perRequest(used: Record<string, number>, requests: number): string {
  return Object.entries(used)
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${(ms / Math.max(requests, 1)).toFixed(2)}`)
    .join(', ');
}
