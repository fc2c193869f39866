import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * The actor token's keys, as one-line JWK JSON in the environment (an Ed25519 key pair). The gateway
 * holds the private key (ACTOR_TOKEN_SIGNING_KEY); every service holds the public one
 * (ACTOR_TOKEN_PUBLIC_KEY), so a service that is broken into cannot mint actors.
 *
 * Rotation without an outage (decision 0062): a service may instead hold a short list of public keys,
 * ACTOR_TOKEN_PUBLIC_KEYS (the current and the next one). The gateway puts its key's id (`kid`, the key's
 * RFC 7638 thumbprint, computed on both sides: nothing to configure) in every token it signs, and a
 * service checks the token with the key of that id only.
 */
export interface Ed25519Jwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  d?: string;
}

/** At most this many public keys at once: a rotation needs two; a token without `kid` tries each. */
export const maxActorPublicKeys = 4;

const base64url = z.string().regex(/^[A-Za-z0-9_-]{43}$/, '32 octets en base64url');
const publicJwk = z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: base64url });
const privateJwk = publicJwk.extend({ d: base64url });

function parsedJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function jwkVariable<S extends z.ZodType>(schema: S, what: string) {
  return z.string().transform((value, ctx): z.output<S> => {
    const result = schema.safeParse(parsedJson(value));
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

/** The key id the gateway writes in a token's header: the public key's JWK thumbprint (RFC 7638). */
export function actorKeyId(jwk: Pick<Ed25519Jwk, 'crv' | 'kty' | 'x'>): string {
  // RFC 7638: the required members only, in lexicographic order, no white space.
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x });
  return createHash('sha256').update(canonical).digest('base64url');
}

const publicKeysVariable = z.string().transform((value, ctx): Ed25519Jwk[] => {
  const parsed = parsedJson(value);
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (!Array.isArray(parsed))
    return fail(
      'doit être une liste JSON sur une ligne de clés publiques Ed25519 au format JWK : [{"kty":"OKP","crv":"Ed25519","x":"…"}, …]',
    );
  if (parsed.length === 0 || parsed.length > maxActorPublicKeys)
    return fail(
      `doit contenir de 1 à ${maxActorPublicKeys} clés (l’actuelle et la prochaine pendant une rotation)`,
    );
  const keys: Ed25519Jwk[] = [];
  for (const [index, item] of parsed.entries()) {
    const key = publicJwk.safeParse(item);
    if (!key.success)
      return fail(`la clé n° ${index + 1} n’est pas une clé publique Ed25519 au format JWK (kty, crv, x)`);
    if (keys.some((kept) => kept.x === key.data.x)) return fail(`la clé n° ${index + 1} est en double`);
    keys.push(key.data);
  }
  return keys;
});

/** An empty variable is an absent one (compose and Secrets write `NAME=`). */
const optionalVariable = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * Every service's verifying keys: ACTOR_TOKEN_PUBLIC_KEY (one key, as before) or ACTOR_TOKEN_PUBLIC_KEYS
 * (a list, during a rotation), exactly one of the two: `withActorPublicKeysChecked` says so at start.
 */
export const actorPublicKeyConfigSchema = z.object({
  ACTOR_TOKEN_PUBLIC_KEY: optionalVariable(jwkVariable(publicJwk, 'une clé publique')),
  ACTOR_TOKEN_PUBLIC_KEYS: optionalVariable(publicKeysVariable),
});

/** The keys a service accepts actors signed by, from whichever of the two variables is set. */
export function actorPublicKeys(config: {
  ACTOR_TOKEN_PUBLIC_KEY?: Ed25519Jwk;
  ACTOR_TOKEN_PUBLIC_KEYS?: Ed25519Jwk[];
}): Ed25519Jwk[] {
  if (config.ACTOR_TOKEN_PUBLIC_KEYS) return config.ACTOR_TOKEN_PUBLIC_KEYS;
  if (config.ACTOR_TOKEN_PUBLIC_KEY) return [config.ACTOR_TOKEN_PUBLIC_KEY];
  throw new Error('ACTOR_TOKEN_PUBLIC_KEY ou ACTOR_TOKEN_PUBLIC_KEYS manque (configuration non vérifiée)');
}

/**
 * The same schema, refusing a configuration with neither key variable or with both (an operator who
 * added ACTOR_TOKEN_PUBLIC_KEYS and forgot the old variable would keep trusting a key meant to go).
 * Applied to the complete schema, after every `.extend` (zod refuses to extend a refined object).
 */
export function withActorPublicKeysChecked<S extends z.ZodObject>(schema: S) {
  return schema.superRefine((config, ctx) => {
    const { ACTOR_TOKEN_PUBLIC_KEY: one, ACTOR_TOKEN_PUBLIC_KEYS: many } = config as {
      ACTOR_TOKEN_PUBLIC_KEY?: unknown;
      ACTOR_TOKEN_PUBLIC_KEYS?: unknown;
    };
    if (one === undefined && many === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['ACTOR_TOKEN_PUBLIC_KEY'],
        message:
          'variable manquante : la clé publique des acteurs signés (JWK), ou ACTOR_TOKEN_PUBLIC_KEYS, une liste de 1 à 4 clés pendant une rotation',
      });
    if (one !== undefined && many !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['ACTOR_TOKEN_PUBLIC_KEYS'],
        message:
          'ACTOR_TOKEN_PUBLIC_KEY et ACTOR_TOKEN_PUBLIC_KEYS sont toutes deux données : n’en garder qu’une (la liste pendant une rotation)',
      });
  });
}

export const actorSigningKeyConfigSchema = z.object({
  ACTOR_TOKEN_SIGNING_KEY: jwkVariable(privateJwk, 'une clé privée'),
  /** How long a signed actor is valid; the gateway re-signs it a minute before it expires. */
  ACTOR_TOKEN_TTL_S: z.coerce.number().int().min(60).max(3600).default(300),
});
