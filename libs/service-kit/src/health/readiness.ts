import type { NatsConnection } from '@nats-io/transport-node';
import type { DataSource } from 'typeorm';
import type { Redis } from 'ioredis';

export type CheckResult = { ok: true } | { ok: false; error: string };

async function check(probe: () => Promise<unknown>, timeoutMs: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** Readiness: every dependency this service uses answers, and the service is not shutting down. */
export class Readiness {
  private stopping = false;
  private readonly extra = new Map<string, () => Promise<unknown>>();

  constructor(
    private readonly deps: { dataSource?: DataSource; nats: NatsConnection; redis?: Redis },
    private readonly timeoutMs = 1000,
  ) {}

  markStopping(): void {
    this.stopping = true;
  }

  /** A check of the service's own (a queue's consumer running, say): ready when `probe` resolves. */
  addCheck(name: string, probe: () => Promise<unknown>): void {
    this.extra.set(name, probe);
  }

  async report(): Promise<{ ready: boolean; checks: Record<string, CheckResult> }> {
    const checks: Record<string, CheckResult> = {};
    const { dataSource, nats, redis } = this.deps;
    if (dataSource) checks.postgres = await check(() => dataSource.query('SELECT 1'), this.timeoutMs);
    checks.nats = await check(() => nats.flush(), this.timeoutMs);
    if (redis) checks.redis = await check(() => redis.ping(), this.timeoutMs);
    for (const [name, probe] of this.extra) checks[name] = await check(probe, this.timeoutMs);
    if (this.stopping) checks.shutdown = { ok: false, error: 'arrêt en cours' };
    return { ready: Object.values(checks).every((result) => result.ok), checks };
  }
}
