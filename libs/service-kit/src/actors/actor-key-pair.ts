import { generateKeyPairSync } from 'node:crypto';
import type { Ed25519Jwk } from './actor-keys.js';

/** A new Ed25519 pair for actor tokens, as the environment carries it (npm start, tests, deploy). */
export function newActorKeyPair(): { publicKey: string; signingKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const pub = publicKey.export({ format: 'jwk' }) as Ed25519Jwk;
  const priv = privateKey.export({ format: 'jwk' }) as Ed25519Jwk;
  return {
    publicKey: JSON.stringify({ kty: pub.kty, crv: pub.crv, x: pub.x }),
    signingKey: JSON.stringify({ kty: priv.kty, crv: priv.crv, x: priv.x, d: priv.d }),
  };
}
