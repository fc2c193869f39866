import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';

/** Where Debian's package puts it (`apt-get install pgbouncer`; `npm test` installs it when absent). */
export const pgbouncerBinary = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';

export interface OwnPgBouncerDatabase {
  /** The schema its server connections use (`connect_query`), as a runtime role's `search_path` would. */
  searchPath?: string;
  /** Server connections of this database and user (PgBouncer's `default_pool_size`, 20, by default). */
  poolSize?: number;
}

export interface OwnPgBouncerOptions {
  /** The PostgreSQL it stands in front of (trust authentication, as the run's): host, port, database, user. */
  upstreamUrl: string;
  /** Its databases by the name the clients give, each on the upstream database. */
  databases: Record<string, OwnPgBouncerDatabase>;
}

/**
 * A PgBouncer of the test's own (Debian's binary) in **transaction mode** on a free port, in front of the
 * machine's PostgreSQL: its ini and user list in a temporary folder, its log kept for the failure message.
 * Run as root (CI), it drops to the `postgres` user, as PgBouncer refuses to run as root.
 */
export class OwnPgBouncer {
  private child: ChildProcess | undefined;
  private readonly log: string[] = [];

  private constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly user: string,
  ) {}

  static async start(options: OwnPgBouncerOptions): Promise<OwnPgBouncer> {
    if (!existsSync(pgbouncerBinary))
      throw new Error(
        `${pgbouncerBinary} is absent: apt-get install -y pgbouncer (npm test installs it when absent)`,
      );
    const upstream = new URL(options.upstreamUrl);
    const user = decodeURIComponent(upstream.username || 'postgres');
    let lastError: unknown;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const dir = mkdtempSync(join(tmpdir(), 'pgbouncer-'));
      const bouncer = new OwnPgBouncer(await freePort(), dir, user);
      try {
        bouncer.writeConfiguration(upstream, options.databases);
        await bouncer.launch(Object.keys(options.databases)[0]!);
        return bouncer;
      } catch (error) {
        lastError = error;
        await bouncer.stop();
        if (!/Address already in use/.test(bouncer.log.join('\n'))) break;
      }
    }
    throw lastError;
  }

  /** The URL a client (a service's DATABASE_URL) connects to `database` with. */
  url(database: string): string {
    return `postgres://${encodeURIComponent(this.user)}@127.0.0.1:${this.port}/${database}`;
  }

  /** PgBouncer's output so far (its log goes to stderr). */
  output(): string {
    return this.log.join('\n');
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (child && child.exitCode === null && child.signalCode === null)
      await new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM'); // PgBouncer's immediate shutdown (SIGINT waits for its clients)
      });
    rmSync(this.dir, { recursive: true, force: true });
  }

  private writeConfiguration(upstream: URL, databases: Record<string, OwnPgBouncerDatabase>): void {
    const host = upstream.hostname || '127.0.0.1';
    const port = upstream.port || '5432';
    const dbname = decodeURIComponent(upstream.pathname.slice(1));
    const password = decodeURIComponent(upstream.password);
    const lines = ['[databases]'];
    for (const [name, database] of Object.entries(databases)) {
      const parts = [`host=${host}`, `port=${port}`, `dbname=${dbname}`];
      if (database.poolSize) parts.push(`pool_size=${database.poolSize}`);
      if (database.searchPath) parts.push(`connect_query='SET search_path = "${database.searchPath}"'`);
      lines.push(`${name} = ${parts.join(' ')}`);
    }
    lines.push(
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${this.port}`,
      'unix_socket_dir =',
      'pool_mode = transaction',
      'auth_type = trust',
      `auth_file = ${join(this.dir, 'userlist.txt')}`,
      `admin_users = ${this.user}`,
      'max_client_conn = 200',
      'logfile =',
      'pidfile =',
    );
    writeFileSync(join(this.dir, 'pgbouncer.ini'), `${lines.join('\n')}\n`);
    writeFileSync(join(this.dir, 'userlist.txt'), `"${this.user}" "${password.replace(/"/g, '""')}"\n`);
    if (process.getuid?.() === 0) {
      // PgBouncer refuses root: it runs as postgres (`-u`), which must read its files.
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
      chmodSync(this.dir, 0o755);
      for (const file of ['', 'pgbouncer.ini', 'userlist.txt']) chownSync(join(this.dir, file), uid, gid);
    }
  }

  private async launch(database: string): Promise<void> {
    const args = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
    const child = spawn(pgbouncerBinary, [...args, join(this.dir, 'pgbouncer.ini')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const collect = (chunk: Buffer) => {
      this.log.push(...chunk.toString().split('\n').filter(Boolean));
      if (this.log.length > 200) this.log.splice(0, this.log.length - 200);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    const { default: pg } = await import('pg');
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`pgbouncer exited with ${child.exitCode ?? child.signalCode}:\n${this.output()}`);
      const probe = new pg.Client({ connectionString: this.url(database) });
      try {
        await probe.connect();
        await probe.query('SELECT 1');
        return;
      } catch {
        // not listening yet
      } finally {
        await probe.end().catch(() => undefined);
      }
      if (Date.now() > deadline)
        throw new Error(`pgbouncer did not answer on ${this.port}:\n${this.output()}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }
}
