import { spawnSync } from 'node:child_process';
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, serviceEnv } from '@crescendo/testing';

/**
 * Issue 28 §3: `npm start` gives the planning a VAPID key pair for its reminders' web push, generated once and
 * kept with the database (its devices' subscriptions are in it, and only that pair reaches them), beside the
 * sealing keys of decision 0046. Against the machine's real PostgreSQL; the keys' directory is this test's own.
 */
interface Vapid {
  variables: Record<string, string>;
  file: string | null;
  notes: string[];
}

let scratch: string;
let keysDir: string;
const databaseUrl = serviceEnv().DATABASE_URL!;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'crescendo-vapid-'));
  keysDir = join(scratch, 'keys');
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function vapidKeys(env: Record<string, string> = {}): Vapid {
  const script = `import('./tools/scripts/lib/local-vapid-keys.mjs').then((m) => m.localVapidKeys(process.env, process.argv[1])).then((r) => console.log(JSON.stringify(r)))`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, databaseUrl], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: scratch, CRESCENDO_KEYS_DIR: keysDir, ...env },
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Vapid;
}

describe('npm start’s VAPID keys', () => {
  it('are generated once for the database, a P-256 pair in base64url as web-push takes them, and found again', () => {
    const first = vapidKeys();
    const { PLANNING_VAPID_PUBLIC_KEY, PLANNING_VAPID_PRIVATE_KEY, PLANNING_VAPID_SUBJECT } = first.variables;
    expect(Buffer.from(PLANNING_VAPID_PUBLIC_KEY!, 'base64url')).toHaveLength(65);
    expect(Buffer.from(PLANNING_VAPID_PRIVATE_KEY!, 'base64url')).toHaveLength(32);
    expect(PLANNING_VAPID_SUBJECT).toMatch(/^mailto:/);
    // A P-256 pair: what the private key signs (ES256, as a VAPID token is), the public key verifies.
    const point = Buffer.from(PLANNING_VAPID_PUBLIC_KEY!, 'base64url');
    expect(point[0]).toBe(4);
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    };
    const token = Buffer.from('{"aud":"https://push.example.test"}');
    const signature = sign('sha256', token, {
      key: createPrivateKey({ key: { ...jwk, d: PLANNING_VAPID_PRIVATE_KEY! }, format: 'jwk' }),
      dsaEncoding: 'ieee-p1363',
    });
    expect(
      verify(
        'sha256',
        token,
        { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
        signature,
      ),
    ).toBe(true);
    expect(first.notes).toHaveLength(1);
    expect(first.file!.startsWith(keysDir)).toBe(true);
    expect(first.file).toMatch(/\.vapid\.json$/);
    expect(statSync(first.file!).mode & 0o777).toBe(0o600);

    const again = vapidKeys();
    expect(again.variables).toEqual(first.variables);
    expect(again.notes).toEqual([]);
  });

  it('are the environment’s when it sets them, and nothing is written', () => {
    const env = {
      PLANNING_VAPID_PUBLIC_KEY: 'BCle-publique-de-l-operateur',
      PLANNING_VAPID_PRIVATE_KEY: 'cle-privee-de-l-operateur',
      PLANNING_VAPID_SUBJECT: 'https://ecole.test',
    };
    expect(vapidKeys(env)).toEqual({ variables: env, file: null, notes: [] });
  });
});
