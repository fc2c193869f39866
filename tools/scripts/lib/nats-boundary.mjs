import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { reachable } from './infra.mjs';

export const boundaryPort = 4223;

export function natsServerBinary() {
  const bin = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
  return existsSync(bin) ? bin : null;
}

/**
 * npm start's NATS boundary (docs/decisions/0014): a nats-server of its own on 127.0.0.1:4223 running the
 * configuration generated from libs/contracts (one NKey user per service, its permissions), never the
 * machine's shared server. Also the actor-token key pair. Keys are new at every start; they are written
 * to .crescendo/nats-boundary/keys.json (for the bench's NATS probes), the JetStream store stays there.
 * Call after the build: the generator is libs/service-kit's.
 */
export async function startNatsBoundary(root, { prefix = '', bin = natsServerBinary() } = {}) {
  const kit = await import(pathToFileURL(join(root, 'libs/service-kit/dist/index.js')).href);
  const dir = join(root, '.crescendo', 'nats-boundary');
  mkdirSync(dir, { recursive: true });
  const actorKeys = kit.newActorKeyPair();
  const common = { ACTOR_TOKEN_PUBLIC_KEY: actorKeys.publicKey };
  if (!bin)
    return { bounded: false, envFor: () => common, signingKey: actorKeys.signingKey, stop: async () => {} };

  const credentials = kit.newNatsCredentials();
  // Local only: an operator with every permission, for the bench's NATS probes and a developer's `nats` CLI.
  const operator = kit.newNatsUserKey();
  const url = `nats://127.0.0.1:${boundaryPort}`;
  const config = join(dir, 'nats.conf');
  writeFileSync(
    config,
    kit.natsServerConfig({
      listen: `127.0.0.1:${boundaryPort}`,
      storeDir: join(dir, 'jetstream'),
      prefix,
      users: kit.natsPublicKeys(credentials),
      operators: [operator.publicKey],
    }),
  );
  writeFileSync(
    join(dir, 'keys.json'),
    JSON.stringify({ url, prefix, credentials, operator, actorKeys }, null, 2),
    {
      mode: 0o600,
    },
  );
  const child = spawn(bin, ['-c', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 10_000;
  while (!(await reachable(url, boundaryPort, 500))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(
        `nats-server (${bin}) ne démarre pas sur le port ${boundaryPort} (configuration : ${config})`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    bounded: true,
    url,
    envFor: (service) => ({ ...common, NATS_URL: url, NATS_NKEY_SEED: credentials[service].seed }),
    signingKey: actorKeys.signingKey,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
