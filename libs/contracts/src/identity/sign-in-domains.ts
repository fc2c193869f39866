import { z } from 'zod';
import { defineRequest } from '../common/request.js';

/**
 * Sign-in by the school's domain (issue 25 §5, the spec's 'connexion par domaine', decision 0057): a board's
 * administrator names, per e-mail domain of its schools, the identity provider its people sign in with, the
 * school the domain leads to and the role it gives there.
 */
export const signInProviderKinds = ['google-workspace', 'entra-id', 'oidc'] as const;
export const signInProviderKindSchema = z.enum(signInProviderKinds, { error: 'validation.providerKind' });
export type SignInProviderKind = z.infer<typeof signInProviderKindSchema>;

/** The role a domain's people take in its school: a board's rule per domain (staff's domain, pupils' domain). */
export const signInDomainRoleSchema = z.enum(['teacher', 'student'], { error: 'validation.domainRole' });
export type SignInDomainRole = z.infer<typeof signInDomainRoleSchema>;

/** Also the limit a board may configure: a bounded list, never paged. */
export const maxSignInDomainsPerBoard = 50;

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https, or http to this machine only (a fake issuer in tests and the demo). */
export function isAcceptableIssuer(text: string): boolean {
  try {
    const url = new URL(text);
    if (url.search || url.hash || url.username || url.password) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));
  } catch {
    return false;
  }
}

/** An e-mail domain, lowercase, without '@': `ecole-harmonie.qc.ca`. */
export const signInDomainNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'validation.signInDomain')
  .regex(
    /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/,
    'validation.signInDomain',
  );

export const issuerUrlSchema = z
  .string()
  .trim()
  .max(500, 'validation.issuerUrl')
  .refine(isAcceptableIssuer, 'validation.issuerUrl')
  .transform((issuer) => issuer.replace(/\/$/, ''));

export const signInDomainSchema = z.object({
  domain: z.string(),
  kind: signInProviderKindSchema,
  issuer: z.string(),
  clientId: z.string(),
  schoolId: z.string().uuid(),
  schoolName: z.string(),
  role: signInDomainRoleSchema,
  updatedAt: z.string(),
});
export type SignInDomain = z.infer<typeof signInDomainSchema>;

/** The board's domains, by name, and the address to register at each provider as the redirect URI. */
export const listSignInDomains = defineRequest(
  'identity.board.sign-in-domains.list',
  z.object({}),
  z.object({ domains: z.array(signInDomainSchema), redirectUri: z.string().url() }),
);

/**
 * A domain configured or changed. The client secret is written, never read back (sealed at rest); changing a
 * domain already configured may leave it out to keep the one stored.
 */
export const saveSignInDomain = defineRequest(
  'identity.board.sign-in-domains.save',
  z.object({
    domain: signInDomainNameSchema,
    kind: signInProviderKindSchema,
    issuer: issuerUrlSchema,
    clientId: z.string().trim().min(1, 'validation.clientIdRequired').max(300, 'validation.clientIdMax'),
    clientSecret: z.string().max(1000, 'validation.clientSecretMax').optional(),
    schoolId: z.string().uuid(),
    role: signInDomainRoleSchema,
  }),
  signInDomainSchema,
);

/** A domain no longer signs in through its provider (accounts already linked keep their password or Google). */
export const deleteSignInDomain = defineRequest(
  'identity.board.sign-in-domains.delete',
  z.object({ domain: signInDomainNameSchema }),
  z.object({ deleted: z.literal(true) }),
);
