import { randomBytes, randomUUID, scryptSync } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import { CookieJar, signInWithPassword } from '@crescendo/testing';
import { signIn, startIdentityWithProvider, stopIdentity } from './identity-harness.js';

const password = 'toccata-et-fugue-en-re';
const current = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

/** What the scrypt hasher of before stored: `scrypt$N$r$p$salt$key` with N = 2^15. */
function oldScryptHash(secret: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(secret.normalize('NFKC'), salt, 32, {
    N: 2 ** 15,
    r: 8,
    p: 1,
    maxmem: 128 * 1024 * 1024,
  });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashing (argon2id at OWASP parameters, rehash on sign-in)', () => {
  let running: RunningService;
  let client: ServiceClient;
  let base: string;

  beforeAll(async () => {
    ({ running, client, base } = await startIdentityWithProvider());
  });
  afterAll(() => stopIdentity({ running, client }));

  const storedHash = async (userId: string) => {
    const rows: Array<{ hash: string }> = await running.infra.dataSource!.query(
      `SELECT hash FROM password_credentials WHERE user_id = $1`,
      [userId],
    );
    return rows[0]!.hash;
  };
  const signInAs = (email: string, secret = password) =>
    signInWithPassword({
      base,
      jar: new CookieJar(),
      clientId: 'crescendo-web',
      redirectUri: 'http://app.test/dashboard',
      email,
      password: secret,
    });

  it.each([
    ['the former scrypt (N = 2^15)', () => oldScryptHash(password)],
    ['argon2id with less memory', () => hash(password, { memoryCost: 4096, timeCost: 3, parallelism: 1 })],
  ])('makes a hash of %s again at the next sign-in, which keeps working', async (_name, oldHash) => {
    const email = `${randomUUID()}@ecole.test`;
    const { actor } = await signIn(client, email);
    const before = await oldHash();
    await running.infra.dataSource!.query(
      `INSERT INTO password_credentials (user_id, hash) VALUES ($1, $2)`,
      [actor.userId, before],
    );

    await expect(signInAs(email, `${password}!`)).rejects.toThrow('sign-in refused: 401');
    expect(await storedHash(actor.userId)).toBe(before);

    await signInAs(email);
    const after = await storedHash(actor.userId);
    expect(after).toMatch(current);
    await signInAs(email);
    expect(await storedHash(actor.userId)).toBe(after);
  });
});
