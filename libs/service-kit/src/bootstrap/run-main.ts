import { ConfigError } from '../config/load-config.js';
import type { RunningService } from './start-service.js';

/** How long a service whose parent died may take to close before it exits anyway. */
const orphanDeadlineMs = 5_000;

/**
 * For a service's `main.ts`: starts it, and on SIGTERM or SIGINT stops taking work, lets work in hand
 * finish, closes, and exits. A configuration error prints its message (naming the variable) and exits 1.
 * Started with an IPC channel (by `npm start` or a test), it also stops when that channel closes: its
 * parent is gone, even killed outright, and nobody would stop it any more; it then has `orphanDeadlineMs`.
 */
export async function runMain(
  start: () => Promise<RunningService>,
  exit: (code: number) => void = (code) => process.exit(code),
): Promise<void> {
  let running: RunningService;
  try {
    running = await start();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
    exit(1);
    return;
  }
  let stopping = false;
  const stop = (signal: string, deadlineMs?: number) => {
    if (stopping) return; // a signal, then the parent's channel closing: one shutdown
    stopping = true;
    process.stdout.write(
      `${JSON.stringify({ level: 'info', service: running.infra.name, msg: `${signal}: shutting down` })}\n`,
    );
    // An orphan has nobody left to wait for it: its work in hand gets a bounded time, then it goes.
    if (deadlineMs !== undefined) setTimeout(() => exit(1), deadlineMs).unref();
    running.close().then(
      () => exit(0),
      (error: unknown) => {
        process.stderr.write(`${String(error)}\n`);
        exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  if (process.send) process.once('disconnect', () => stop('parent gone', orphanDeadlineMs));
}
