import { z } from 'zod';

/**
 * The actor token's keys, as one-line JWK JSON in the environment (an Ed25519 key pair). The gateway
 * holds the private key (ACTOR_TOKEN_SIGNING_KEY); every service holds the public one
 * (ACTOR_TOKEN_PUBLIC_KEY), so a service that is broken into cannot mint actors.
 */
export interface Ed25519Jwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  d?: string;
}

const base64url = z.string().regex(/^[A-Za-z0-9_-]{43}$/, '32 octets en base64url');
const publicJwk = z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: base64url });
const privateJwk = publicJwk.extend({ d: base64url });

function jwkVariable<S extends z.ZodType>(schema: S, what: string) {
  return z.string().transform((value, ctx): z.output<S> => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({
        code: 'custom',
        message: `doit être ${what} Ed25519 au format JWK (JSON sur une ligne)`,
      });
      return z.NEVER;
    }
    return result.data;
  });
}

export const actorPublicKeyConfigSchema = z.object({
  ACTOR_TOKEN_PUBLIC_KEY: jwkVariable(publicJwk, 'une clé publique'),
});

export const actorSigningKeyConfigSchema = z.object({
  ACTOR_TOKEN_SIGNING_KEY: jwkVariable(privateJwk, 'une clé privée'),
  /** How long a signed actor is valid; the gateway re-signs it a minute before it expires. */
  ACTOR_TOKEN_TTL_S: z.coerce.number().int().min(60).max(3600).default(300),
});
