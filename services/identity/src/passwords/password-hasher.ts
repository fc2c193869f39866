import { scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash, parseOptions, verify } from '@node-rs/argon2';

/**
 * Argon2id at OWASP's current parameters (Password Storage Cheat Sheet): 19 MiB, 2 passes, 1 lane, 16-byte
 * random salt, 32-byte key, in the PHC string format (`$argon2id$v=19$m=19456,t=2,p=1$salt$key`).
 * Hashes with other parameters, or the scrypt ones of before (`scrypt$N$r$p$salt$key`), still verify and
 * are made again at the next successful sign-in (`needsRehash`).
 */
const params = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), params);
}

export interface PasswordCheck {
  valid: boolean;
  /** Right password, stored with older parameters or scheme: store `hashPassword(password)` instead. */
  needsRehash: boolean;
}

export async function checkPassword(password: string, stored: string): Promise<PasswordCheck> {
  if (stored.startsWith('scrypt$')) {
    return { valid: await verifyScrypt(password, stored), needsRehash: true };
  }
  if (!stored.startsWith('$argon2')) return { valid: false, needsRehash: false };
  const valid = await verify(stored, password.normalize('NFKC')).catch(() => false);
  return { valid, needsRehash: valid && !current(stored) };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  return (await checkPassword(password, stored)).valid;
}

function current(stored: string): boolean {
  const options = parseOptions(stored);
  return (
    stored.startsWith('$argon2id$') &&
    options.memoryCost === params.memoryCost &&
    options.timeCost === params.timeCost &&
    options.parallelism === params.parallelism &&
    options.outputLen === params.outputLen
  );
}

/** The scheme before argon2id: scrypt with its parameters in the stored string. */
function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, key] = stored.split('$');
  if (!salt || !key) return Promise.resolve(false);
  const expected = Buffer.from(key, 'base64url');
  const options: ScryptOptions = { N: Number(n), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve) =>
    scrypt(
      password.normalize('NFKC'),
      Buffer.from(salt, 'base64url'),
      expected.length,
      options,
      (error, actual) =>
        resolve(!error && actual.length === expected.length && timingSafeEqual(actual, expected)),
    ),
  );
}

/** Spent on an unknown e-mail too, so response time does not tell which e-mails have an account. */
let dummy: Promise<string> | undefined;
export async function burnPasswordTime(password: string): Promise<void> {
  dummy ??= hashPassword('crescendo-timing-equaliser');
  await verifyPassword(password, await dummy);
}
