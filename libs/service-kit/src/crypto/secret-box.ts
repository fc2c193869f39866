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

/** Why a sealed value did not open: no key of the ring has its id, or the key with its id refused it. */
export interface Unopened {
  keyId: string;
  knownKey: boolean;
}

/**
 * `open` that never throws: the plaintext, or why not. A service meets such a row after a key was lost or
 * replaced without `*_PREVIOUS_KEYS` (decision 0046); it must go on without it rather than stop.
 */
export function tryOpen(
  ring: SealingKeyRing,
  sealed: string,
  userId: string,
): { plaintext: string } | { unopened: Unopened } {
  try {
    return { plaintext: open(ring, sealed, userId) };
  } catch {
    const keyId = sealedWith(sealed) ?? '';
    return { unopened: { keyId, knownKey: findKey(ring, keyId) !== undefined } };
  }
}

/** The ids of the ring's keys: stored values sealed under any other id cannot be opened. */
export function keyIds(ring: SealingKeyRing): string[] {
  return [ring.current, ...ring.previous].map((key) => key.id);
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

/** How a service names its sealed values and says what happens to them (decision 0046). */
export interface UnopenedWords {
  /** What was sealed, plural: 'two-factor secret(s)'. */
  what: string;
  /** The variables of the ring: 'TWO_FACTOR_KEY', 'TWO_FACTOR_PREVIOUS_KEYS'. */
  current: string;
  previous: string;
  /** What the service does meanwhile, and what to do without the key. */
  meanwhile: string;
}

/**
 * Sealed values that no key of the ring opens, logged once per key id in a process: how many, the key id,
 * the configured ids, what the service does without them and how to get them back. Never thrown: a value
 * that does not open must not stop a service (issue 34 §6).
 */
export class UnopenedSecrets {
  private readonly reported = new Set<string>();

  constructor(
    private readonly ring: SealingKeyRing,
    private readonly words: UnopenedWords,
    private readonly warn: (line: string) => void,
  ) {}

  report(unopened: Array<Unopened & { count?: number }>): void {
    const fresh = new Map<string, { count: number; knownKey: boolean }>();
    for (const { keyId, knownKey, count = 1 } of unopened) {
      if (this.reported.has(keyId)) continue;
      const entry = fresh.get(keyId) ?? { count: 0, knownKey };
      fresh.set(keyId, { ...entry, count: entry.count + count });
    }
    const { what, current, previous, meanwhile } = this.words;
    for (const [keyId, { count, knownKey }] of fresh) {
      this.reported.add(keyId);
      const why = knownKey
        ? `key ${keyId}, which is configured but refuses them (rows altered or copied?)`
        : `key ${keyId || '(none)'}, which is neither ${current} nor in ${previous} (configured: ${keyIds(this.ring).join(', ')})`;
      this.warn(
        `${count} ${what} do not open: they were sealed with ${why}. ${meanwhile} If you still have that ` +
          `key, add it to ${previous} and restart: they are then sealed again with ${current}.`,
      );
    }
  }
}
