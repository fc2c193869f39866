import { createHmac, randomBytes } from 'node:crypto';
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
import { startMailCatcher } from '@crescendo/mail-catcher';

/**
 * The sign-in pages' budgets through the public edge: identity behind the gateway from dist/, the gateway trusting
 * this machine as its proxy so that each scenario speaks from client addresses of its own (X-Forwarded-For).
 * Small budgets from the environment; the defaults are unit-tested in libs/domain.
 */
const clientId = 'crescendo-web';
let platform: RunningPlatform;
let base: string;
let redirectUri: string;

beforeAll(async () => {
  const run = testRunEnv();
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
        SIGNIN_FREE_FAILURES_PER_ADDRESS: '8',
        SIGNIN_FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS: '3',
        SIGNIN_FREE_FAILURES_PER_ACCOUNT: '6',
        SIGNIN_FIRST_DELAY_SECONDS: '5',
        SIGNIN_MAX_DELAY_SECONDS: '5',
        TWO_FACTOR_FREE_FAILURES_PER_ACCOUNT: '7',
        SIGNUPS_PER_ADDRESS_PER_HOUR: '3',
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
/** A client address of its own for each browser (TEST-NET-3). */
const newAddress = () => `203.0.113.${(lastOctet += 1)}`;
const browser = (address = newAddress()) => new CookieJar({ 'x-forwarded-for': address });
const password = () => `arpeges-${randomBytes(6).toString('hex')}`;
const newEmail = () => `${randomBytes(6).toString('hex')}@ecole.test`;

async function signUp(jar = browser()) {
  const credentials = { email: newEmail(), password: password() };
  const { tokens } = await signUpWithPassword({ base, jar, clientId, redirectUri, ...credentials });
  return { ...credentials, token: tokens.access_token };
}

/** The sign-in page of a new authorization, as the browser `jar` reaches it. */
async function signInPage(jar: CookieJar): Promise<string> {
  const { pageUrl } = await startAuthorization({ base, jar, clientId, redirectUri });
  await browse(jar, pageUrl);
  return pageUrl;
}

async function postPassword(jar: CookieJar, pageUrl: string, email: string, pw: string) {
  const response = await browse(jar, `${pageUrl}/login`, form({ email, password: pw }));
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    text: await response.text(),
  };
}

async function expectWait(answer: { status: number; retryAfter: string | null; text: string }) {
  expect(answer.status).toBe(429);
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(answer.text).toMatch(/Trop de tentatives\. Réessayez dans \d+ (seconde|minute)s?\./);
}

it('makes one client trying 40 e-mails wait after its free failures: 429 with Retry-After', async () => {
  const jar = browser();
  const pageUrl = await signInPage(jar);
  const answers = [];
  for (let i = 0; i < 12; i += 1)
    answers.push(await postPassword(jar, pageUrl, newEmail(), 'faux-mot-de-passe'));
  expect(answers.slice(0, 8).map((a) => a.status)).toEqual(Array(8).fill(401));
  // The wait is short here (5 s), so only the attempts right after are sure to fall in it.
  for (const answer of answers.slice(8, 12)) await expectWait(answer);
});

it('never keeps the owner out: a stranger’s failures make only the stranger wait, and the owner gets in after the wait', async () => {
  const owner = await signUp();
  const stranger = browser();
  const strangerPage = await signInPage(stranger);
  for (let i = 0; i < 3; i += 1)
    expect((await postPassword(stranger, strangerPage, owner.email, 'faux')).status).toBe(401);
  await expectWait(await postPassword(stranger, strangerPage, owner.email, 'faux'));

  // The owner, from their own address, is not held back by the stranger's attempts.
  await signInWithPassword({ base, jar: browser(), clientId, redirectUri, ...owner });

  // Strangers from many addresses spend the account's own budget: everyone waits, but only for a while.
  for (let i = 0; i < 6; i += 1) {
    const jar = browser();
    expect((await postPassword(jar, await signInPage(jar), owner.email, 'faux')).status).toBe(401);
  }
  const ownerJar = browser();
  const waiting = await postPassword(ownerJar, await signInPage(ownerJar), owner.email, owner.password);
  await expectWait(waiting);
  await new Promise((resolve) => setTimeout(resolve, (Number(waiting.retryAfter) + 1) * 1000));
  const { tokens } = await signInWithPassword({ base, jar: ownerJar, clientId, redirectUri, ...owner });
  expect(tokens.access_token).toBeTruthy();
});

/** RFC 6238 as the authenticator app computes it (SHA-1, 6 digits, 30 s). */
function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, '0');
}

/** A code no authenticator shows now, nor one step either side. */
function wrongCode(secret: string): string {
  const near = new Set([-30_000, 0, 30_000].map((drift) => totp(secret, Date.now() + drift)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

async function api(path: string, token: string, body?: unknown) {
  const response = await fetch(`${platform.origin}/api/v1${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown>>;
}

it('sends a sign-in back to the password after 5 wrong codes, and holds a per-account budget across sign-ins', async () => {
  const account = await signUp();
  const { secret } = (await api('/two-factor/setup', account.token)) as { secret: string };
  await api('/two-factor/enable', account.token, { code: totp(secret) });

  const jar = browser();
  const codePage = async () => {
    const pageUrl = await signInPage(jar);
    expect((await postPassword(jar, pageUrl, account.email, account.password)).status).toBe(303);
    return pageUrl;
  };
  const postCode = async (pageUrl: string, code: string) => {
    const response = await browse(jar, `${pageUrl}/otp`, form({ code }));
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      text: await response.text(),
    };
  };

  const first = await codePage();
  for (let i = 0; i < 5; i += 1) expect((await postCode(first, wrongCode(secret))).status).toBe(401);
  const sixth = await postCode(first, wrongCode(secret));
  expect(sixth.status).toBe(401);
  expect(sixth.text).toContain('Trop de codes erronés pour cette connexion.');
  expect(sixth.text).toContain('name="password"');
  // The sign-in itself no longer waits for a code: it starts over at the password.
  expect(await (await browse(jar, first)).text()).toContain('name="password"');

  // A new sign-in: 2 more wrong codes spend the account's 7, and then even the right code waits.
  const second = await codePage();
  for (let i = 0; i < 2; i += 1) expect((await postCode(second, wrongCode(secret))).status).toBe(401);
  await expectWait(await postCode(second, totp(secret)));
});

it('limits sign-ups per client address', async () => {
  const address = newAddress();
  for (let i = 0; i < 3; i += 1) await signUp(browser(address));
  const jar = browser(address);
  const { pageUrl } = await startAuthorization({
    base,
    jar,
    clientId,
    redirectUri,
    endpoint: 'registrations',
  });
  await browse(jar, pageUrl);
  const fourth = await browse(
    jar,
    `${pageUrl}/register`,
    form({
      firstName: 'Clara',
      lastName: 'Schumann',
      email: newEmail(),
      password: 'un-mot-de-passe-solide',
      passwordConfirm: 'un-mot-de-passe-solide',
    }),
  );
  expect(fourth.status).toBe(429);
  expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await fourth.text()).toMatch(
    /Trop de comptes créés depuis cette adresse\. Réessayez dans \d+ minutes?\./,
  );
});
