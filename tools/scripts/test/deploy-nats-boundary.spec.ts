import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { repoRoot } from '@crescendo/testing';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form YAML

/** `npm run deploy:nats-boundary` writes what compose and k8s need, from the generator the tests run. */
describe('deploy: the NATS boundary generator', () => {
  const dir = mkdtempSync(join(tmpdir(), 'crescendo-deploy-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  beforeAll(() => {
    execFileSync(process.execPath, ['tools/scripts/deploy-nats-boundary.mjs'], {
      cwd: repoRoot,
      env: { ...process.env, DEPLOY_GENERATED_DIR: dir, NATS_PREFIX: '' },
      stdio: 'pipe',
    });
  });

  it('writes a configuration nats-server 2.9 accepts', () => {
    const bin = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
    const check = spawnSync(bin, ['-c', join(dir, 'nats.conf'), '-t'], { encoding: 'utf8' });
    expect({ status: check.status, output: `${check.stdout}${check.stderr}` }).toMatchObject({
      status: 0,
      output: expect.stringMatching(/is valid/),
    });
  });

  it('gives each service its own NATS user and the public key, and the signing key to the gateway alone', () => {
    const docs = parseAllDocuments(readFileSync(join(dir, 'k8s-nats-boundary.yaml'), 'utf8')).map(
      (doc) => doc.toJS() as Doc,
    );
    const config = docs.find((doc) => doc.kind === 'ConfigMap')!;
    expect(config.metadata.name).toBe('crescendo-nats-config');
    const secrets: Record<string, Record<string, string>> = Object.fromEntries(
      docs.filter((doc) => doc.kind === 'Secret').map((doc) => [doc.metadata.name, doc.stringData]),
    );
    expect(Object.keys(secrets).sort()).toEqual([
      'crescendo-boundary-classroom-sync',
      'crescendo-boundary-finance',
      'crescendo-boundary-gateway',
      'crescendo-boundary-groups',
      'crescendo-boundary-homework',
      'crescendo-boundary-identity',
      'crescendo-boundary-inventory',
      'crescendo-boundary-maestro',
      'crescendo-boundary-messaging',
      'crescendo-boundary-planning',
      'crescendo-boundary-reports',
    ]);
    const seeds = Object.values(secrets).map((env) => env.NATS_NKEY_SEED);
    expect(new Set(seeds).size).toBe(Object.keys(secrets).length);
    for (const [name, env] of Object.entries(secrets)) {
      expect(Object.keys(env).sort()).toEqual(
        name === 'crescendo-boundary-gateway'
          ? ['ACTOR_TOKEN_PUBLIC_KEY', 'ACTOR_TOKEN_SIGNING_KEY', 'NATS_NKEY_SEED']
          : ['ACTOR_TOKEN_PUBLIC_KEY', 'NATS_NKEY_SEED'],
      );
    }
    // The server's configuration holds public keys only, the same as compose's.
    expect(config.data['nats.conf']).toBe(readFileSync(join(dir, 'nats.conf'), 'utf8'));
    for (const seed of seeds) expect(config.data['nats.conf']).not.toContain(seed);
  });
});
