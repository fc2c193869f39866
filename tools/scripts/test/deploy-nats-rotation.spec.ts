import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { repoRoot } from '@crescendo/testing';
import {
  actorKeyId,
  actorPublicKeys,
  baseConfigSchema,
  loadConfig,
  natsUserKeyOf,
  withActorPublicKeysChecked,
} from '@crescendo/service-kit';

type Secrets = Record<string, Record<string, string>>;
const steps = ['1-add', '2-switch', '3-remove'] as const;

/**
 * `npm run deploy:nats-boundary -- --rotate` (decision 0062): the three steps an operator applies to change
 * every NATS user and the actor key without refusing a request.
 */
describe('deploy: the NATS boundary rotated in three steps', () => {
  const dir = mkdtempSync(join(tmpdir(), 'crescendo-rotation-'));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['tools/scripts/deploy-nats-boundary.mjs', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DEPLOY_GENERATED_DIR: dir, NATS_PREFIX: '' },
      encoding: 'utf8',
    });
  const secretsOf = (sub: string): Secrets =>
    Object.fromEntries(
      parseAllDocuments(readFileSync(join(dir, sub, 'k8s-nats-boundary.yaml'), 'utf8'))
        .map(
          (doc) =>
            doc.toJS() as { kind: string; metadata: { name: string }; stringData: Record<string, string> },
        )
        .filter((doc) => doc.kind === 'Secret')
        .map((doc) => [doc.metadata.name.replace('crescendo-boundary-', ''), doc.stringData]),
    );
  const natsConf = (sub: string) => readFileSync(join(dir, sub, 'nats.conf'), 'utf8');
  /** The actor keys a service started with this Secret accepts, by id (the kit's own check at start). */
  const acceptedKeyIds = (env: Record<string, string>) =>
    actorPublicKeys(
      loadConfig('probe', withActorPublicKeysChecked(baseConfigSchema), { HTTP_PORT: '8080', ...env }),
    ).map(actorKeyId);
  const signingKeyId = (env: Record<string, string>) => {
    const { kty, crv, x } = JSON.parse(env.ACTOR_TOKEN_SIGNING_KEY!) as {
      kty: 'OKP';
      crv: 'Ed25519';
      x: string;
    };
    return actorKeyId({ kty, crv, x });
  };

  let before: Secrets;
  beforeAll(() => {
    execFileSync(process.execPath, ['tools/scripts/deploy-nats-boundary.mjs'], {
      cwd: repoRoot,
      env: { ...process.env, DEPLOY_GENERATED_DIR: dir, NATS_PREFIX: '' },
      stdio: 'pipe',
    });
    before = secretsOf('.');
    const rotated = run('--rotate');
    expect(rotated.stderr).toBe('');
    expect(rotated.status).toBe(0);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes three configurations nats-server 2.9 accepts', () => {
    const bin = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
    for (const step of steps) {
      const check = spawnSync(bin, ['-c', join(dir, 'rotation', step, 'nats.conf'), '-t'], {
        encoding: 'utf8',
      });
      expect({ step, status: check.status, output: `${check.stdout}${check.stderr}` }).toMatchObject({
        step,
        status: 0,
        output: expect.stringMatching(/is valid/),
      });
    }
  });

  it('moves every service to a new NATS user: both accepted in steps 1 and 2, seeds switched in 2, old removed in 3', () => {
    const [add, change, remove] = steps.map((step) => secretsOf(join('rotation', step)));
    for (const [service, env] of Object.entries(before)) {
      const old = natsUserKeyOf(env.NATS_NKEY_SEED!).publicKey;
      const fresh = natsUserKeyOf(remove![service]!.NATS_NKEY_SEED!).publicKey;
      expect(fresh).not.toBe(old);
      expect(add![service]!.NATS_NKEY_SEED).toBe(env.NATS_NKEY_SEED);
      expect(change![service]!.NATS_NKEY_SEED).toBe(remove![service]!.NATS_NKEY_SEED);
      for (const step of ['1-add', '2-switch']) {
        expect(natsConf(join('rotation', step))).toContain(old);
        expect(natsConf(join('rotation', step))).toContain(fresh);
      }
      expect(natsConf('rotation/3-remove')).not.toContain(old);
      expect(natsConf('rotation/3-remove')).toContain(fresh);
    }
  });

  it('has every service accept both actor keys before the gateway switches, and the new one only at the end', () => {
    const oldKey = signingKeyId(before.gateway!);
    const [add, change, remove] = steps.map((step) => secretsOf(join('rotation', step)));
    const newKey = signingKeyId(change!.gateway!);
    expect(newKey).not.toBe(oldKey);
    expect(signingKeyId(add!.gateway!)).toBe(oldKey);
    expect(signingKeyId(remove!.gateway!)).toBe(newKey);
    for (const service of Object.keys(before)) {
      // Each step's Secret starts a service (the same variables in each, the single one left empty).
      expect(acceptedKeyIds(add![service]!)).toEqual([oldKey, newKey]);
      expect(acceptedKeyIds(change![service]!)).toEqual([oldKey, newKey]);
      expect(acceptedKeyIds(remove![service]!)).toEqual([newKey]);
      for (const secrets of [add, change, remove])
        expect(Object.keys(secrets![service]!).sort()).toEqual(
          service === 'gateway'
            ? [
                'ACTOR_TOKEN_PUBLIC_KEY',
                'ACTOR_TOKEN_PUBLIC_KEYS',
                'ACTOR_TOKEN_SIGNING_KEY',
                'NATS_NKEY_SEED',
              ]
            : ['ACTOR_TOKEN_PUBLIC_KEY', 'ACTOR_TOKEN_PUBLIC_KEYS', 'NATS_NKEY_SEED'],
        );
    }
    // The platform as it runs before the rotation accepts the old key only.
    expect(acceptedKeyIds(before.identity!)).toEqual([oldKey]);
  });

  it('refuses to start a second rotation while one is under way', () => {
    const again = run('--rotate');
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/une rotation est en cours/);
  });
});
