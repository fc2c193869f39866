import { connect, type ConnectionOptions, type NatsConnection } from '@nats-io/transport-node';
import type { LoggerService } from '@nestjs/common';

/** How often a service still waiting for NATS says so. */
const WARN_EVERY_MS = 15_000;

/**
 * Connects to NATS, waiting for it when it does not answer yet instead of exiting: a platform's processes
 * start together (NATS may come up after a service), and on a loaded machine a first dial can outlast
 * nats.js's 20 s (a CI run lost a journey so). A refused sign-in still fails at once; until connected, a
 * warning every 15 s tells the operator what the service waits for.
 */
export async function connectWaiting(
  options: ConnectionOptions,
  logger: Pick<LoggerService, 'warn'>,
): Promise<NatsConnection> {
  const warn = setInterval(
    () => logger.warn(`NATS (${String(options.servers)}) not reachable yet: still trying`, 'Nats'),
    WARN_EVERY_MS,
  );
  try {
    return await connect({ ...options, waitOnFirstConnect: true });
  } finally {
    clearInterval(warn);
  }
}
