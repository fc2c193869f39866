import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { keyedHash, type TwoFactorKeyRing } from './secret-box.js';

const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i: read off paper
const length = 17; // 17 symbols of 31 = 84 bits
const purpose = 'crescendo-recovery-code';
const version = 's1';

/** Eight one-time codes of 84 bits each, shown once as `xxxxx-xxxxxx-xxxxxx`. */
export function newRecoveryCodes(count = 8): string[] {
  return Array.from({ length: count }, () => {
    let raw = '';
    while (raw.length < length) {
      for (const byte of randomBytes(32)) {
        // 248 = 8 × 31: bytes above are dropped so every symbol is equally likely.
        if (byte < 248 && raw.length < length) raw += alphabet[byte % alphabet.length];
      }
    }
    return `${raw.slice(0, 5)}-${raw.slice(5, 11)}-${raw.slice(11)}`;
  });
}

const normalise = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
const shaped = new RegExp(`^[${alphabet}]{${length}}$`);

/**
 * `s1:<hex>`: HMAC-SHA-256 of the code salted with the user's id. Not keyed with TWO_FACTOR_KEY, so that
 * recovery codes still sign in when that key is lost (decision 0046): 84 random bits are out of reach of a
 * stolen table without a secret key (2^83 hashes per code on average).
 */
export function hashRecoveryCodes(userId: string, codes: string[]): string[] {
  return codes.map((code) => `${version}:${digest(userId, normalise(code))}`);
}

/**
 * The stored hashes that are not this code. `s1:` hashes are compared as made above; older ones
 * (`<key id>:<hex>`, HMAC under a key derived from a TWO_FACTOR_KEY) under the key they were made with, when
 * the ring still has it.
 */
export function withoutCode(
  ring: TwoFactorKeyRing,
  userId: string,
  stored: string[],
  code: string,
): string[] {
  const value = normalise(code);
  if (!shaped.test(value)) return stored;
  const salted = `${version}:${digest(userId, value)}`;
  return stored.filter((hash) => {
    const [prefix = ''] = hash.split(':');
    const candidate = prefix === version ? salted : keyedHash(ring, purpose, value, prefix);
    return !candidate || !sameText(candidate, hash);
  });
}

function digest(userId: string, value: string): string {
  return createHmac('sha256', `${purpose}:${userId}`).update(value).digest('hex');
}

function sameText(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
