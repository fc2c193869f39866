import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  browse,
  CookieJar,
  form,
  signInWithPassword,
  signUpWithPassword,
  startAuthorization,
  startPlatform,
  testRunEnv,
  type RunningPlatform,
} from '@crescendo/testing';
import { defaultAttemptBudgets } from '@crescendo/domain';
import { startMailCatcher } from '@crescendo/mail-catcher';

/**
 * A whole school behind one address (issue 32 §2) through the public edge, with the platform's default
 * numbers of free sign-in failures: the gateway trusts this machine as its proxy, so every browser here speaks from the
 * school's one address (X-Forwarded-For).
 */
const clientId = 'crescendo-web';
let platform: RunningPlatform;
let base: string;
let redirectUri: string;
let schema: string;
let databaseUrl: string;

beforeAll(async () => {
  const run = testRunEnv();
  schema = `identity${run.schemaSuffix}`;
  databaseUrl = run.databaseUrl;
  platform = await startPlatform({
    startMail: startMailCatcher,
    databaseUrl: run.databaseUrl,
    natsPrefix: run.natsPrefix,
    schemaSuffix: run.schemaSuffix,
    redisUrl: run.redisUrl,
    redisPrefix: `${run.redisPrefix}${randomBytes(3).toString('hex')}:`,
    demo: false,
    services: ['identity', 'groups'],
    env: {
      gateway: { TRUSTED_PROXIES: 'loopback' },
      identity: {
        // The platform's defaults (the test platform lifts the address's for journeys).
        SIGNIN_FREE_FAILURES_PER_ADDRESS: String(defaultAttemptBudgets.signInPerAddress.free),
        SIGNIN_FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS: String(
          defaultAttemptBudgets.signInPerAccountAndAddress.free,
        ),
        SIGNIN_FREE_FAILURES_PER_ACCOUNT: String(defaultAttemptBudgets.signInPerAccount.free),
        // A first wait of a minute rather than 2 s, so that a busy machine's slow requests never outlast the
        // wait the unknown browser must meet.
        SIGNIN_FIRST_DELAY_SECONDS: '60',
      },
    },
    onOutput: process.env.TEST_LOG_LEVEL
      ? (name, line) => process.stderr.write(`${name}│ ${line}\n`)
      : undefined,
  });
  base = `${platform.origin}/realms/crescendo`;
  redirectUri = `${platform.origin}/role-selection`;
}, 120_000);
afterAll(async () => {
  await platform?.close();
});

let lastOctet = 0;
/** Each scenario's school has an address of its own (TEST-NET-2). */
const schoolAddress = () => `198.51.100.${(lastOctet += 1)}`;
/** A browser at the school: a cookie jar of its own, the school's address. */
const browserAt = (address: string) => new CookieJar({ 'x-forwarded-for': address });
const newEmail = (who: string) => `${who}-${randomBytes(5).toString('hex')}@ecole.test`;

async function postPassword(jar: CookieJar, email: string, password: string) {
  const { pageUrl } = await startAuthorization({ base, jar, clientId, redirectUri });
  await browse(jar, pageUrl);
  const response = await browse(jar, `${pageUrl}/login`, form({ email, password }));
  return { status: response.status, text: await response.text() };
}

/** The sign-in's status: 'in', or the refusal ('refused 429'). */
async function signIn(jar: CookieJar, email: string, password: string): Promise<string> {
  try {
    const { tokens } = await signInWithPassword({ base, jar, clientId, redirectUri, email, password });
    return tokens.access_token ? 'in' : 'no token';
  } catch (error) {
    return `refused ${/refused: (\d+)/.exec(String(error))?.[1] ?? String(error)}`;
  }
}

it('lets the teacher’s known browser in at once after 40 wrong passwords from the school’s address, and makes an unknown browser wait', async () => {
  const teacher = { email: newEmail('enseignante'), password: `arpeges-${randomBytes(6).toString('hex')}` };
  const school = schoolAddress();
  const teachersBrowser = browserAt(school);
  await signUpWithPassword({ base, jar: teachersBrowser, clientId, redirectUri, ...teacher });

  // A pupil sprays passwords from the school's address, never twice the same account.
  const pupil = browserAt(school);
  const spray: number[] = [];
  for (let i = 0; i < 40; i += 1)
    spray.push((await postPassword(pupil, newEmail('eleve'), 'devine-moi')).status);
  // The address's free failures heard, then the address waits.
  const free = defaultAttemptBudgets.signInPerAddress.free;
  expect(spray).toEqual([...Array<number>(free).fill(401), ...Array<number>(40 - free).fill(429)]);

  expect(
    await signIn(knownBrowserAfterSignOut(teachersBrowser, school), teacher.email, teacher.password),
  ).toBe('in');
  const unknown = await postPassword(browserAt(school), teacher.email, teacher.password);
  expect(unknown.status).toBe(429);
  expect(unknown.text).toMatch(/Trop de tentatives\. Réessayez dans \d+ (seconde|minute)s?\./);
}, 120_000);

/** The browser once its person signed out: the provider's session is gone, the device cookie stays. */
function knownBrowserAfterSignOut(jar: CookieJar, address: string): CookieJar {
  const device = jar
    .header()
    .split('; ')
    .find((cookie) => cookie.startsWith('crescendo_device='));
  expect(device).toBeDefined();
  const known = browserAt(address);
  known.store(new Response(null, { headers: [['set-cookie', device!]] }));
  return known;
}

/** `count` accounts sharing one password: the hash of an account signed up through the edge, copied. */
async function students(count: number, password: string): Promise<string[]> {
  const first = newEmail('eleve');
  await signUpWithPassword({ base, jar: new CookieJar(), clientId, redirectUri, email: first, password });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = Array.from({ length: count - 1 }, (_, i) => ({
      id: randomUUID(),
      email: newEmail(`eleve${i}`),
      first_name: 'Élève',
      last_name: String(i),
    }));
    await client.query(
      `INSERT INTO "${schema}".users (id, email, first_name, last_name, email_verified_at)
       SELECT r.id, r.email, r.first_name, r.last_name, now()
       FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, email text, first_name text, last_name text)`,
      [JSON.stringify(rows)],
    );
    await client.query(
      `INSERT INTO "${schema}".password_credentials (user_id, hash)
       SELECT r.id, (SELECT c.hash FROM "${schema}".password_credentials c
                     JOIN "${schema}".users u ON u.id = c.user_id WHERE u.email = $2)
       FROM jsonb_to_recordset($1::jsonb) AS r(id uuid)`,
      [JSON.stringify(rows), first],
    );
    return [first, ...rows.map((row) => row.email)];
  } finally {
    await client.end();
  }
}

it('refuses none of 1 000 sign-ins of distinct students from the school’s one address, one in ten mistyping first', async () => {
  const password = `gammes-${randomBytes(6).toString('hex')}`;
  const emails = await students(1000, password);
  const school = schoolAddress();
  const outcomes: string[] = [];
  let mistyped = 0;
  const signInOne = async (email: string, index: number) => {
    const jar = browserAt(school);
    if (index % 10 === 0) {
      const wrong = await postPassword(jar, email, `${password}x`);
      outcomes.push(wrong.status === 401 ? 'mistyped' : `mistype refused ${wrong.status}`);
      mistyped += 1;
    }
    outcomes.push(await signIn(jar, email, password));
  };
  // Four browsers at a time, as classes sign in together.
  for (let i = 0; i < emails.length; i += 4)
    await Promise.all(emails.slice(i, i + 4).map((email, j) => signInOne(email, i + j)));

  expect(mistyped).toBe(100);
  const tally = outcomes.reduce<Record<string, number>>(
    (counts, outcome) => ({ ...counts, [outcome]: (counts[outcome] ?? 0) + 1 }),
    {},
  );
  expect(tally).toEqual({ in: 1000, mistyped: 100 });
}, 900_000);
