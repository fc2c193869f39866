import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { createServer, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = tcpConnect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nats-server did not listen on ${port} within ${timeoutMs} ms`);
}

/**
 * A NATS server of the test's own (installed binary, free port, JetStream on a temporary store), for
 * tests that stop or break NATS. The machine's shared server is never touched. It is stopped with
 * SIGTERM (a clean flush): Debian's nats-server 2.9 has no `sync_interval` to fsync every write.
 */
export class OwnNatsServer {
  private process: ChildProcess | null = null;
  private readonly dir = mkdtempSync(join(tmpdir(), 'crescendo-nats-'));

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnNatsServer> {
    const server = new OwnNatsServer(await freePort());
    await server.resume();
    return server;
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  /** (Re)starts on the same port and store, so streams and consumers survive a stop. */
  async resume(): Promise<void> {
    const config = join(this.dir, 'nats.conf');
    writeFileSync(
      config,
      `listen: 127.0.0.1:${this.port}\njetstream {\n  store_dir: "${join(this.dir, 'js')}"\n}\n`,
    );
    this.process = spawn(process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server', ['-c', config], {
      stdio: 'ignore',
    });
    await waitForPort(this.port, 10_000);
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    this.process = null;
  }

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
