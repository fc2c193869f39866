import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { NatsService } from '@crescendo/contracts';
import {
  natsAccess,
  natsServerConfig,
  natsPublicKeys,
  newNatsCredentials,
  newNatsUserKey,
  type NatsAccess,
  type NatsUserKey,
} from '@crescendo/service-kit';
import { freePort } from './free-port.js';

/**
 * Until the server says it is ready on its own log, or exits. Waiting for the port instead could be
 * fooled by another process that took the port in between (the port is picked free, then given up).
 */
function untilReady(child: ChildProcess, timeoutMs: number): Promise<'ready' | 'exited'> {
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`nats-server not ready within ${timeoutMs} ms:\n${log}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (/Server is ready/.test(log)) {
        clearTimeout(timer);
        child.stderr!.off('data', onData);
        child.stderr!.resume();
        resolve('ready');
      }
    };
    child.stderr!.on('data', onData);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve('exited');
    });
  });
}

/** Who a test connects to a bounded server as: a service's user, the operator, or nobody. */
export type NatsIdentity = NatsService | 'operator' | 'anonymous';

/**
 * A NATS server of the test's own (installed binary, free port, JetStream on a temporary store), for
 * tests that stop or break NATS, and for the NATS boundary: with `{ prefix }` it runs the configuration
 * `npm start` and `deploy/` run (one NKey user per service, permissions for that NATS_PREFIX, no
 * anonymous access) plus an operator for the test's own observations. The machine's shared server is
 * never touched. It is stopped with SIGTERM (a clean flush): Debian's nats-server 2.9 has no
 * `sync_interval` to fsync every write.
 */
export class OwnNatsServer {
  private process: ChildProcess | null = null;
  private readonly dir = mkdtempSync(join(tmpdir(), 'crescendo-nats-'));
  /** Each service's user (bounded servers only). */
  readonly credentials = newNatsCredentials();
  readonly operator: NatsUserKey = newNatsUserKey();
  /** The users services are being moved off (`beginRotation`): accepted beside the current ones until `endRotation`. */
  readonly previousCredentials: Partial<Record<NatsService, NatsUserKey>> = {};

  private constructor(
    readonly port: number,
    private readonly boundaryPrefix: string | null,
    private readonly maxPayload: number | null,
  ) {}

  /**
   * `prefix`: with the NATS boundary for that NATS_PREFIX. `maxPayload`: the largest message the server
   * takes, in bytes (NATS's `max_payload`, 1 MB by default), for a test of what does not fit.
   */
  static async start(options: { prefix?: string; maxPayload?: number } = {}): Promise<OwnNatsServer> {
    // A port found free may be taken before the server binds it (another test's process): try another.
    for (let attempt = 1; ; attempt += 1) {
      const server = new OwnNatsServer(await freePort(), options.prefix ?? null, options.maxPayload ?? null);
      if (await server.launch()) return server;
      await server.destroy();
      if (attempt === 5) throw new Error('nats-server could not bind a free port in 5 attempts');
    }
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  get bounded(): boolean {
    return this.boundaryPrefix !== null;
  }

  /** NATS_URL and NATS_NKEY_SEED for `service`. */
  envFor(service: NatsService): Record<string, string> {
    return { NATS_URL: this.url, NATS_NKEY_SEED: this.bounded ? this.credentials[service].seed : '' };
  }

  /** What a ServiceClient connecting as `service` adds to its options. */
  accessFor(service: NatsService): NatsAccess {
    return natsAccess(service, this.bounded ? this.credentials[service].seed : undefined);
  }

  /** A connection as `who`, with that service's reply inbox. */
  connectAs(who: NatsIdentity): Promise<NatsConnection> {
    const seed =
      who === 'anonymous' ? undefined : who === 'operator' ? this.operator.seed : this.credentials[who].seed;
    const access = natsAccess(who === 'operator' || who === 'anonymous' ? 'test' : who, seed);
    return connect({ servers: this.url, ...access });
  }

  /** A connection as `service` with the given seed (a rotation's old or new user). */
  connectWithSeed(service: NatsService, seed: string): Promise<NatsConnection> {
    return connect({ servers: this.url, ...natsAccess(service, seed) });
  }

  /**
   * A rotation of `service`'s NATS user, as deploy/README.md has an operator do it (decision 0062): a second
   * user with the same permissions, the configuration reloaded (SIGHUP, `nats-server --signal reload`)
   * without a restart. Both seeds connect until `endRotation`.
   */
  async beginRotation(service: NatsService): Promise<{ previous: NatsUserKey; next: NatsUserKey }> {
    const previous = this.credentials[service];
    const next = newNatsUserKey();
    this.previousCredentials[service] = previous;
    this.credentials[service] = next;
    await this.reload();
    return { previous, next };
  }

  /** The rotation's last step: the previous user removed, the configuration reloaded. */
  async endRotation(service: NatsService): Promise<void> {
    delete this.previousCredentials[service];
    await this.reload();
  }

  private async reload(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) throw new Error('nats-server is not running');
    this.writeConfig();
    await new Promise<void>((resolve, reject) => {
      let log = '';
      const timer = setTimeout(() => {
        child.stderr!.off('data', onData);
        reject(new Error(`nats-server did not reload its configuration within 10 s:\n${log}`));
      }, 10_000);
      const onData = (chunk: Buffer) => {
        log += chunk.toString();
        if (/Reloaded server configuration/.test(log)) {
          clearTimeout(timer);
          child.stderr!.off('data', onData);
          resolve();
        } else if (/Failed to reload/.test(log)) {
          clearTimeout(timer);
          child.stderr!.off('data', onData);
          reject(new Error(`nats-server refused the new configuration:\n${log}`));
        }
      };
      child.stderr!.on('data', onData);
      child.kill('SIGHUP');
    });
  }

  private writeConfig(): string {
    const config = join(this.dir, 'nats.conf');
    const listen = `127.0.0.1:${this.port}`;
    const storeDir = join(this.dir, 'js');
    const users = Object.fromEntries(
      Object.entries(natsPublicKeys(this.credentials)).map(([service, current]) => {
        const previous = this.previousCredentials[service as NatsService];
        return [service, previous ? [previous.publicKey, current] : current];
      }),
    ) as Record<NatsService, string | string[]>;
    writeFileSync(
      config,
      (this.boundaryPrefix === null
        ? `listen: ${listen}\njetstream {\n  store_dir: "${storeDir}"\n}\n`
        : natsServerConfig({
            listen,
            storeDir,
            prefix: this.boundaryPrefix,
            users,
            operators: [this.operator.publicKey],
          })) + (this.maxPayload === null ? '' : `max_payload: ${this.maxPayload}\n`),
    );
    return config;
  }

  /** The running server's process id and the directory of its configuration and store (`footprint`). */
  get processId(): number | undefined {
    return this.process?.exitCode === null ? this.process.pid : undefined;
  }

  get directory(): string {
    return this.dir;
  }

  /** (Re)starts on the same port and store, so streams and consumers survive a stop. */
  async resume(): Promise<void> {
    if (!(await this.launch())) throw new Error(`nats-server could not start again on port ${this.port}`);
  }

  /** Starts the server; false when it exited instead (its port was taken). */
  private async launch(): Promise<boolean> {
    const config = this.writeConfig();
    this.process = spawn(process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server', ['-c', config], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    return (await untilReady(this.process, 30_000)) === 'ready';
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
