import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest sealed (identity's two-factor secrets, classroom-sync's Google tokens).
 * A 32-byte key and its short public id (stored beside what it sealed, so rotation knows which key).
 */
export interface SealingKey {
  id: string;
  key: Buffer;
}

/** The current key seals; previous keys still open what they sealed until it is sealed again. */
export interface SealingKeyRing {
  current: SealingKey;
  previous: SealingKey[];
}

const version = 'v1';

export function sealingKey(base64: string, what = 'a sealing key'): SealingKey {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error(`${what} is 32 bytes, base64-encoded`);
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 8), key };
}

/**
 * AES-256-GCM, random 12-byte IV, the owner's id (a user id) as additional data: a sealed secret moved to
 * another row does not open.
 */
export function seal(ring: SealingKeyRing, plaintext: string, userId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [version, ring.current.id, iv, body, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function open(ring: SealingKeyRing, sealed: string, userId: string): string {
  const [v, id, iv, body, tag] = sealed.split('.');
  const key = findKey(ring, id);
  if (v !== version || !key || !iv || !body || !tag) throw new Error('secret sealed with an unknown key');
  const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export function sealedWith(sealed: string): string | undefined {
  return sealed.split('.')[1];
}

/** HMAC-SHA-256 under a key derived from the ring's key `id` (or the current one), prefixed with that id. */
export function keyedHash(
  ring: SealingKeyRing,
  purpose: string,
  value: string,
  id = ring.current.id,
): string | null {
  const key = findKey(ring, id);
  if (!key) return null;
  const derived = createHmac('sha256', key.key).update(purpose).digest();
  return `${key.id}:${createHmac('sha256', derived).update(value).digest('hex')}`;
}

function findKey(ring: SealingKeyRing, id: string | undefined): SealingKey | undefined {
  return [ring.current, ...ring.previous].find((key) => key.id === id);
}
