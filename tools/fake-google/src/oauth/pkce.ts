import { createHash, timingSafeEqual } from 'node:crypto';

export function verifyPkce(verifier: string, challenge: string, method: 'S256' | 'plain'): boolean {
  const computed = method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const a = Buffer.from(computed);
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** RFC 7636: 43 to 128 characters from the unreserved set. */
export function isValidVerifier(verifier: string): boolean {
  return /^[A-Za-z0-9._~-]{43,128}$/.test(verifier);
}
