import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { withinBudget, type Measurement } from './measurement.js';

function format(m: Measurement): string {
  const digits =
    m.unit === 'KB gz' ||
    m.unit === 'KB' ||
    m.unit === 'ratio' ||
    m.unit === 'µs' ||
    (m.unit === 'ms' && m.value < 100)
      ? 1
      : 0;
  return `${m.value.toFixed(digits)} ${m.unit}`;
}

/** The table on stdout, and the same figures as JSON for comparison between runs. */
export function report(measurements: Measurement[], outputPath: string): void {
  const rows = measurements.map((m) => {
    const ok = withinBudget(m);
    const budget = m.budget ? `${m.budget.kind === 'max' ? '≤' : '≥'} ${m.budget.limit} ${m.unit}` : '';
    return [m.bench, m.metric, format(m), budget, ok === null ? '' : ok ? 'ok' : 'OVER', m.note ?? ''];
  });
  const header = ['benchmark', 'metric', 'value', 'budget', '', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  // Other work on the machine moves every figure: say how busy it was when the table was made.
  const load = loadavg().map((l) => l.toFixed(2));
  console.log(
    `${cpus().length} CPUs, ${process.version}, load average ${load.join(' ')} (1/5/15 min) at the end`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  mkdirSync(dirname(outputPath), { recursive: true });
  writeFileSync(
    outputPath,
    `${JSON.stringify({ at: new Date().toISOString(), machine: { cpus: cpus().length, node: process.version, loadAverage: loadavg() }, measurements }, null, 2)}\n`,
  );
}
