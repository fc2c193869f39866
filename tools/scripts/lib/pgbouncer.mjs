import { existsSync } from 'node:fs';
import { runStatus } from './run.mjs';

export const pgbouncerPath = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';

/**
 * The integration tests behind a connection pooler (decision 0061) start Debian's PgBouncer; install it with
 * apt when absent and we are root (CI), as Chromium for the journeys. Never a skipped test: without it,
 * those tests fail and say how to install it.
 */
export async function ensurePgBouncer() {
  if (existsSync(pgbouncerPath)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`✗ ${pgbouncerPath} absent : installez-le (sudo apt-get install -y pgbouncer).`);
    return false;
  }
  console.log('• Installation de PgBouncer (apt-get install -y pgbouncer)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let code = await runStatus('apt-get', ['install', '-y', 'pgbouncer'], { env });
  if (code !== 0) {
    await runStatus('apt-get', ['update']);
    code = await runStatus('apt-get', ['install', '-y', 'pgbouncer'], { env });
  }
  return code === 0 && existsSync(pgbouncerPath);
}
