import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './free-port.js';

/**
 * A redis-server of the test's own (the installed binary, `REDIS_SERVER_BIN` or /usr/bin/redis-server) on a
 * free port, for tests that stop or restart Redis — never the machine's. In memory only (no RDB, no AOF):
 * a restart loses everything, the worst a Redis without persistence can do.
 */
export class OwnRedisServer {
  private child: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedisServer> {
    const server = new OwnRedisServer(await freePort());
    await server.launch();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Stops it (SIGTERM) and starts it again on the same port, empty. */
  async restart(): Promise<void> {
    await this.stop();
    await this.launch();
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  }

  private async launch(): Promise<void> {
    const binary = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';
    this.child = spawn(
      binary,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    for (;;) {
      const probe = new Redis(this.url, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      try {
        await probe.connect();
        if ((await probe.ping()) === 'PONG') return;
      } catch {
        // not listening yet
      } finally {
        probe.disconnect();
      }
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${this.port}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }
}
