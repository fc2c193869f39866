import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../free-port.js';

export const repoRoot = resolve(fileURLToPath(new URL('../../../../', import.meta.url)));
/** Node's flags for every service process, as in production and `npm start` (docs/decisions/0038, 0039, 0040). */
export const serviceNodeFlags = JSON.parse(
  readFileSync(join(repoRoot, 'deploy/node-flags.json'), 'utf8'),
) as string[];

export interface BuiltProcessOptions {
  /** A short name, for messages and `onOutput`. */
  name: string;
  /** The built entry point, relative to the repository, e.g. `services/identity/dist/main.js`. */
  script: string;
  /** On top of this process's environment. */
  env: Record<string, string | undefined>;
  /** Polled until it answers 2xx. */
  readyUrl: string;
  onOutput?: (name: string, line: string) => void;
  readyTimeoutMs?: number;
}

export interface RunningProcess {
  name: string;
  /** The operating system's process id. */
  pid: number;
  /** SIGTERM, then SIGKILL after 10 s; resolves once the process has exited. */
  stop(): Promise<void>;
  /** `kill -9`: no shutdown at all, as a crash or an OOM kill; resolves once the process is gone. */
  kill(): Promise<void>;
}

/**
 * Runs a built entry point as its own Node process, as `npm start` would (with its Node flags), and waits
 * until `readyUrl` answers. A service cannot import another (module boundaries), so a test that needs a second
 * service starts it from its `dist/` this way.
 */
export async function startBuiltProcess(options: BuiltProcessOptions): Promise<RunningProcess> {
  const script = join(repoRoot, options.script);
  if (!existsSync(script)) throw new Error(`${options.script} is not built: run npm run build`);
  const child = spawn(process.execPath, [...serviceNodeFlags, script], {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    // The IPC channel closes if this process dies, and the service then stops itself (runMain).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      output.push(line);
      if (output.length > 50) output.shift();
      options.onOutput?.(options.name, line);
    }
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = () => child.exitCode !== null || child.signalCode !== null;

  const stop = async () => {
    if (exited()) return;
    await new Promise<void>((done) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      child.kill('SIGTERM');
    });
  };

  const kill = async () => {
    if (exited()) return;
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGKILL');
    });
  };

  const timeoutMs = options.readyTimeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited()) {
      throw new Error(
        `${options.name} exited with ${child.exitCode ?? child.signalCode}:\n${output.join('\n')}`,
      );
    }
    try {
      if ((await fetch(options.readyUrl)).ok) return { name: options.name, pid: child.pid!, stop, kill };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${options.readyUrl} not ready within ${timeoutMs} ms:\n${output.join('\n')}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}

export interface RunningBuiltService extends RunningProcess {
  /** Its HTTP origin, e.g. http://127.0.0.1:41234 */
  url: string;
}

/**
 * One of our services (`services/<name>/dist/main.js`) on a free port, ready once its
 * `/health/ready` answers. `env` is the whole service environment, usually `serviceEnv(...)`.
 */
export async function startBuiltService(
  name: string,
  env: Record<string, string | undefined>,
  options: Pick<BuiltProcessOptions, 'onOutput'> = {},
): Promise<RunningBuiltService> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const running = await startBuiltProcess({
    name,
    script: `services/${name}/dist/main.js`,
    env: { ...env, HTTP_PORT: String(port) },
    readyUrl: `${url}/health/ready`,
    onOutput: options.onOutput ?? logWhenAsked,
  });
  return { ...running, url };
}

/** With TEST_LOG_LEVEL set, the process's output goes to the test's stderr. */
function logWhenAsked(name: string, line: string): void {
  if (process.env.TEST_LOG_LEVEL) process.stderr.write(`${name}│ ${line}\n`);
}
