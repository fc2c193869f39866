import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, serviceEnv } from '@crescendo/testing';

/**
 * Issue 34 §6: `npm start` keeps the keys it generates with the database they seal (decision 0046), so a
 * second clone on the same machine and database seals and opens with the same keys. Against the machine's
 * real PostgreSQL; the keys' directory is this test's own.
 */
interface Sealing {
  variables: Record<string, string>;
  file: string;
  notes: string[];
}

let scratch: string;
let keysDir: string;
const databaseUrl = serviceEnv().DATABASE_URL!;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'crescendo-keys-'));
  keysDir = join(scratch, 'keys');
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A clone's directory, with the keys an older `npm start` left in its `.crescendo/` if any. */
function clone(name: string, former: Record<string, string> = {}): string {
  const root = join(scratch, name);
  mkdirSync(join(root, '.crescendo'), { recursive: true });
  for (const [file, key] of Object.entries(former)) writeFileSync(join(root, '.crescendo', file), `${key}\n`);
  return root;
}

function sealingKeys(root: string, env: Record<string, string> = {}, url = databaseUrl): Sealing {
  const script = `import('./tools/scripts/lib/local-secrets.mjs').then((m) => m.localSealingKeys(process.argv[1], process.env, process.argv[2])).then((r) => console.log(JSON.stringify(r)))`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, root, url], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: scratch, CRESCENDO_KEYS_DIR: keysDir, ...env },
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Sealing;
}

describe('npm start’s sealing keys', () => {
  it('are the database’s: a fresh second clone gets the keys the first one generated', () => {
    const first = sealingKeys(clone('premier'));
    expect(Buffer.from(first.variables.TWO_FACTOR_KEY!, 'base64')).toHaveLength(32);
    expect(Buffer.from(first.variables.GOOGLE_TOKEN_KEY!, 'base64')).toHaveLength(32);
    expect(first.variables.TWO_FACTOR_KEY).not.toBe(first.variables.GOOGLE_TOKEN_KEY);
    expect(first.variables).toMatchObject({ TWO_FACTOR_PREVIOUS_KEYS: '', GOOGLE_TOKEN_PREVIOUS_KEYS: '' });
    // One file for the database, named by its cluster and its name, readable by its owner only.
    const database = new URL(databaseUrl).pathname.slice(1);
    expect(first.file.startsWith(keysDir)).toBe(true);
    expect(first.file).toMatch(new RegExp(`/[\\w.-]+\\.${database}\\.json$`));
    expect(statSync(first.file).mode & 0o777).toBe(0o600);

    const second = sealingKeys(clone('second'));
    expect(second.variables).toEqual(first.variables);
    expect(second.file).toBe(first.file);
    expect(second.notes).toEqual([]);
  });

  it('keep a clone’s former key readable (previous keys) where the database has its own already', () => {
    const known = sealingKeys(clone('troisieme'));
    const former = randomBytes(32).toString('base64');
    const upgraded = sealingKeys(clone('ancien', { 'two-factor.key': former }));
    expect(upgraded.variables.TWO_FACTOR_KEY).toBe(known.variables.TWO_FACTOR_KEY);
    expect(upgraded.variables.TWO_FACTOR_PREVIOUS_KEYS).toBe(former);
    expect(upgraded.variables.GOOGLE_TOKEN_PREVIOUS_KEYS).toBe('');
    // The environment's previous keys come first, and a key set in the environment is used as it is.
    const fromEnv = randomBytes(32).toString('base64');
    const operator = sealingKeys(clone('ancien'), {
      TWO_FACTOR_PREVIOUS_KEYS: 'cle-de-l-operateur',
      GOOGLE_TOKEN_KEY: fromEnv,
    });
    expect(operator.variables).toMatchObject({
      TWO_FACTOR_KEY: known.variables.TWO_FACTOR_KEY,
      TWO_FACTOR_PREVIOUS_KEYS: `cle-de-l-operateur,${former}`,
      GOOGLE_TOKEN_KEY: fromEnv,
      GOOGLE_TOKEN_PREVIOUS_KEYS: '',
    });
  });

  it('adopt a clone’s former key for a database that has none yet, and differ from database to database', () => {
    const other = new URL(databaseUrl);
    other.pathname = '/postgres';
    const former = randomBytes(32).toString('base64');
    const adopted = sealingKeys(clone('adoptant', { 'google-token.key': former }), {}, other.toString());
    expect(adopted.variables.GOOGLE_TOKEN_KEY).toBe(former);
    expect(adopted.variables.GOOGLE_TOKEN_PREVIOUS_KEYS).toBe('');
    expect(adopted.file).toMatch(/\.postgres\.json$/);
    const mine = sealingKeys(clone('quatrieme'));
    expect(mine.variables.TWO_FACTOR_KEY).not.toBe(adopted.variables.TWO_FACTOR_KEY);
    expect(readdirSync(keysDir).sort()).toEqual(
      [adopted.file, mine.file].map((file) => file.slice(keysDir.length + 1)).sort(),
    );
  });
});
