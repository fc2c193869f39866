/** Spec §9: a manual group's connection code is 6 random uppercase letters and digits. */
export const connectionCodeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const connectionCodeLength = 6;

/**
 * What a student may type to join: a generated code (6 characters) or one of the special
 * administrator's sample codes ('ADMIN01', 7 characters).
 */
export const joinCodePattern = /^[A-Z0-9]{6,7}$/;
export const generatedCodePattern = /^[A-Z0-9]{6}$/;

/** Fills `bytes` with cryptographically strong random values (Web Crypto: Node and browsers alike). */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

const webCrypto: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

// 252 is the largest multiple of 36 under 256: bytes at or above it are drawn again, so that
// every character is equally likely.
const unbiasedLimit = 256 - (256 % connectionCodeAlphabet.length);

export function generateConnectionCode(random: RandomBytes = webCrypto): string {
  let code = '';
  while (code.length < connectionCodeLength) {
    for (const byte of random(new Uint8Array(connectionCodeLength * 2))) {
      if (byte >= unbiasedLimit) continue;
      code += connectionCodeAlphabet[byte % connectionCodeAlphabet.length];
      if (code.length === connectionCodeLength) break;
    }
  }
  return code;
}

/** What the student typed, as stored: spaces and dashes dropped, upper case (' abc-123 ' → 'ABC123'). */
export function normalizeConnectionCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

export function isJoinCode(input: string): boolean {
  return joinCodePattern.test(normalizeConnectionCode(input));
}

export function isGeneratedConnectionCode(code: string): boolean {
  return generatedCodePattern.test(code);
}
