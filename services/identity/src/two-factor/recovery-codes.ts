import { randomBytes, timingSafeEqual } from 'node:crypto';
import { keyedHash, type TwoFactorKeyRing } from './secret-box.js';

const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i: read off paper
const length = 17; // 17 symbols of 31 = 84 bits
const purpose = 'crescendo-recovery-code';

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

export function hashRecoveryCode(ring: TwoFactorKeyRing, code: string): string {
  return keyedHash(ring, purpose, normalise(code))!;
}

/** The stored hashes that are not this code (each compared under the key it was made with). */
export function withoutCode(ring: TwoFactorKeyRing, stored: string[], code: string): string[] {
  const value = normalise(code);
  return stored.filter((hash) => {
    const candidate = keyedHash(ring, purpose, value, hash.split(':')[0]);
    return (
      !candidate ||
      candidate.length !== hash.length ||
      !timingSafeEqual(Buffer.from(candidate), Buffer.from(hash))
    );
  });
}
