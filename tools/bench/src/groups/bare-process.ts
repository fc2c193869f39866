import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { serviceNodeFlags } from '@crescendo/testing';

export interface BareServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts a bare server of the bench's dist/ (groups' by default, for one teacher; `homework/bare-server.js`
 * for one student) and waits for the address it prints.
 */
export async function startBareServer(
  repoRoot: string,
  env: { DATABASE_URL: string; ORGANIZATION_ID: string } & Record<string, string>,
  script = 'groups/bare-server.js',
): Promise<BareServer> {
  // With the flags the platform's services run with (deploy/node-flags.json), so that both sides of the
  // comparison have the same garbage collector settings.
  const child = spawn(process.execPath, [...serviceNodeFlags, join(repoRoot, 'tools/bench/dist', script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
