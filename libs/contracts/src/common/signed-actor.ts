import { z } from 'zod';
import { actorSchema } from './actor.js';

/**
 * The actor on the wire: a compact JWS (EdDSA, Ed25519) that only the gateway can sign and every
 * service verifies before a handler runs. Its claims are `act` (the Actor), `iss`, `aud`, `iat`, `exp`.
 * `null` in a request is a system call: allowed only where the NATS permissions let the caller publish.
 */
export const signedActorSchema = z.string().min(1);
export type SignedActor = z.infer<typeof signedActorSchema>;

/** Frozen: a change needs every service to accept both values first. */
export const actorToken = {
  type: 'crescendo-actor+jwt',
  issuer: 'crescendo-gateway',
  audience: 'crescendo-services',
  algorithm: 'EdDSA',
} as const;

/** The claims of the token beyond the registered ones (`iss`, `aud`, `iat`, `exp`, checked by jose). */
export const actorTokenClaimsSchema = z.object({ act: actorSchema });
