import type { Logger } from '@nestjs/common';
import { Queue, Worker, type Job, type WorkerOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { RedisConfig } from '../config/base-config.js';
import type { Readiness } from '../health/readiness.js';

/** BullMQ's keys live under the deployment's Redis prefix, like everything else of ours. */
export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}bull`;
}

/** How a queue's worker runs (BullMQ's own options, set only when given) and where it reports. */
export interface JobWorkerOptions<Data> extends Pick<
  WorkerOptions,
  'settings' | 'lockDuration' | 'stalledInterval' | 'maxStalledCount'
> {
  /** Jobs this process runs at once. */
  concurrency: number;
  /** The worker's errors (its connection's, mostly), as warnings `queue <name>: <message>`. */
  logger: Pick<Logger, 'warn'>;
  /** Gets the check `queue:<name>`, failing while no worker runs the queue. */
  readiness: Readiness;
  /** Each failed try of a job (BullMQ's 'failed'). */
  failed?: (job: Job<Data> | undefined, error: Error) => void;
}

/**
 * One BullMQ queue of a service, under the deployment's prefix (`<REDIS_PREFIX>bull`), on a Redis connection
 * of its own; `startWorker` adds the worker that runs it, on another one (a worker blocks on its connection,
 * which must not give up on a request). The process is ready (`/health/ready`, check `queue:<name>`) once both
 * connections are and while the worker's fetch loop runs. `close` lets the jobs in hand finish, then closes
 * the worker, the queue and their connections. The queue is the caller's for the rest (`add`,
 * `upsertJobScheduler`…); so is the worker, for what is not here (metrics, a stopped loop started again).
 */
export class JobQueue<Data> {
  readonly queue: Queue<Data>;
  private readonly prefix: string;
  private readonly connections: Redis[];
  private running: Worker<Data> | undefined;

  constructor(
    readonly name: string,
    private readonly redis: Redis,
    config: Pick<RedisConfig, 'REDIS_PREFIX'>,
  ) {
    this.prefix = bullPrefix(config.REDIS_PREFIX);
    const connection = redis.duplicate();
    this.connections = [connection];
    this.queue = new Queue<Data>(name, { connection, prefix: this.prefix });
  }

  /** The worker, once `startWorker` has created it. */
  get worker(): Worker<Data> | undefined {
    return this.running;
  }

  /** Resolves once the queue and the worker are ready, with the check added to the readiness. */
  async startWorker(
    processor: (job: Job<Data>) => Promise<unknown>,
    options: JobWorkerOptions<Data>,
  ): Promise<void> {
    const { logger, readiness, failed, ...given } = options;
    // BullMQ spreads its options over its defaults: an option given as `undefined` would erase one.
    const tuning = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
    const connection = this.redis.duplicate({ maxRetriesPerRequest: null });
    this.connections.push(connection);
    const worker = new Worker<Data>(this.name, processor, { ...tuning, connection, prefix: this.prefix });
    this.running = worker;
    worker.on('error', (error) => logger.warn(`queue ${this.name}: ${error.message}`));
    if (failed) worker.on('failed', failed);
    await Promise.all([this.queue.waitUntilReady(), worker.waitUntilReady()]);
    readiness.addCheck(`queue:${this.name}`, async () => {
      if (!worker.isRunning()) throw new Error(`no worker runs ${this.name}`);
    });
  }

  async close(): Promise<void> {
    await this.running?.close();
    await this.queue.close();
    for (const connection of this.connections) connection.disconnect();
  }
}
