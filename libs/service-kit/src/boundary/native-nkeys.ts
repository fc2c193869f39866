import { createPrivateKey, createPublicKey, randomBytes, sign, type KeyObject } from 'node:crypto';
import { Prefix } from '@nats-io/nkeys';
import { Codec } from '@nats-io/nkeys/lib/codec.js';
import type { Authenticator } from '@nats-io/transport-node';

/**
 * NATS user NKeys with Node's own Ed25519 (OpenSSL), nkeys keeping only the text encoding: `@nats-io/nkeys`
 * does the curve in pure JavaScript (tweetnacl), twice per connection. In a service that is a few
 * milliseconds once; in the tests, where each file loads its modules afresh and never warms them, it was a
 * fifth of a NATS integration file's CPU (decision 0065). Same keys, same signatures: test/native-nkeys.spec.ts.
 */

// An Ed25519 private key in PKCS#8 DER is this prefix and the 32-byte seed; its SPKI ends with the 32-byte public key.
const pkcs8Prefix = Buffer.from('302e020100300506032b657004220420', 'hex');

function privateKeyOf(rawSeed: Uint8Array): KeyObject {
  return createPrivateKey({ key: Buffer.concat([pkcs8Prefix, rawSeed]), format: 'der', type: 'pkcs8' });
}

function rawSeedOf(seed: string): Uint8Array {
  const { prefix, buf } = Codec.decodeSeed(new TextEncoder().encode(seed));
  if (prefix !== Prefix.User) throw new Error('NATS_NKEY_SEED is not the seed of a NATS user (SU…)');
  return buf;
}

function publicKeyText(privateKey: KeyObject): string {
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  return new TextDecoder().decode(Codec.encode(Prefix.User, spki.subarray(spki.length - 32)));
}

/** A new NATS user: its seed (`SU…`) and public key (`U…`). */
export function newUserNkey(): { seed: string; publicKey: string } {
  const raw = randomBytes(32);
  const seed = new TextDecoder().decode(Codec.encodeSeed(Prefix.User, raw));
  return { seed, publicKey: publicKeyText(privateKeyOf(raw)) };
}

/** The public key (`U…`) of a user's seed. */
export function userPublicKeyOf(seed: string): string {
  return publicKeyText(privateKeyOf(rawSeedOf(seed)));
}

/** What nats.js's `nkeyAuthenticator` answers the server's nonce with: the public key and the nonce signed. */
export function userNkeyAuthenticator(seed: string): Authenticator {
  const privateKey = privateKeyOf(rawSeedOf(seed));
  const nkey = publicKeyText(privateKey);
  return (nonce?: string) => ({
    nkey,
    sig: nonce ? sign(null, Buffer.from(nonce, 'utf8'), privateKey).toString('base64') : '',
  });
}
