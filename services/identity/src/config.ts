import { z } from 'zod';
import { defaultAttemptBudgets, defaultSignUpsPerAddressPerHour } from '@crescendo/domain';
import { type BaseConfig } from '@crescendo/service-kit';
import { previousSealingKeysSchema, sealingKeySchema } from '@crescendo/service-kit/crypto';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const optionalSeconds = z.coerce
  .number()
  .int()
  .min(1)
  .optional()
  .or(z.literal('').transform(() => undefined));

/** Identity's own variables (besides the kit's DATABASE_URL, NATS_URL, HTTP_PORT, ...). */
export const identityConfigSchema = z.object({
  /** Serve the embedded OpenID Connect provider; false when Keycloak is the provider. */
  OIDC_EMBEDDED: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((value) => value !== 'false' && value !== '0'),
  /** The provider's public issuer, as browsers reach it through the gateway. */
  OIDC_ISSUER: z.string().url().default('http://localhost:8080/realms/crescendo'),
  OIDC_CLIENT_ID: z.string().min(1).default('crescendo-web'),
  /** Comma-separated redirect and post-logout URIs of the public client; a trailing `*` matches any suffix. */
  OIDC_REDIRECT_URIS: z.string().min(1).default('http://localhost:8080/*'),
  /** The `aud` of access tokens: what the gateway expects. */
  OIDC_AUDIENCE: z.string().min(1).default('crescendo-api'),
  OIDC_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(2).default(300),
  /** How long a sign-in lasts without a new password: the session, and the refresh tokens bound to it. */
  OIDC_SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(12 * 3600),
  /**
   * Budgets of failed attempts (Redis; the schedule is libs/domain's `defaultAttemptBudgets`): failures heard
   * before the next attempt must wait, per client address, per account from one address, per account.
   */
  SIGNIN_FREE_FAILURES_PER_ADDRESS: count(defaultAttemptBudgets.signInPerAddress.free),
  SIGNIN_FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS: count(defaultAttemptBudgets.signInPerAccountAndAddress.free),
  SIGNIN_FREE_FAILURES_PER_ACCOUNT: count(defaultAttemptBudgets.signInPerAccount.free),
  /** Overrides the first and the longest wait of the three sign-in budgets (the domain's by default). */
  SIGNIN_FIRST_DELAY_SECONDS: optionalSeconds,
  SIGNIN_MAX_DELAY_SECONDS: optionalSeconds,
  /** Wrong two-factor codes of one account (across its sign-ins) before its next code must wait. */
  TWO_FACTOR_FREE_FAILURES_PER_ACCOUNT: count(defaultAttemptBudgets.twoFactorPerAccount.free),
  SIGNUPS_PER_ADDRESS_PER_HOUR: count(defaultSignUpsPerAddressPerHour),
  /** The web app's public origin: the links of the mails lead there. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  /** Outgoing mail (verification, invitations, e-mail change, password reset). `npm start` runs a local catcher. */
  SMTP_URL: z.string().url().default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('Crescendo <no-reply@crescendo.local>'),
  /** Seals two-factor secrets (AES-256-GCM) and keys the recovery codes' hashes. See docs/operations.md to rotate it. */
  TWO_FACTOR_KEY: sealingKeySchema('TWO_FACTOR_KEY'),
  /** During a rotation: the former keys, comma-separated; secrets are sealed again with TWO_FACTOR_KEY at start. */
  TWO_FACTOR_PREVIOUS_KEYS: previousSealingKeysSchema('TWO_FACTOR_PREVIOUS_KEYS'),
  /** How recent a sign-in must be to turn two-factor on or off, change e-mail or password, delete an account or organisation. */
  RECENT_SIGN_IN_SECONDS: z.coerce.number().int().min(1).default(300),
  /** Loads the demo organisation at start. Never in production. */
  DEMO_MODE: flag,
  /** With DEMO_MODE, `large` also loads the large demo board (issue 25 §7): its first DEMO_BOARD_SCHOOLS schools. */
  DEMO_BOARD_SCALE: z.enum(['', 'small', 'large']).default(''),
  DEMO_BOARD_SCHOOLS: z.coerce.number().int().min(1).max(60).default(60),
  /**
   * The platform operator's person in charge of personal information (issue 31 §6): the public privacy page
   * shows it to a visitor signed out, or whose school and board named none.
   */
  PRIVACY_OFFICER_TITLE: z
    .string()
    .min(1)
    .default('Responsable de la protection des renseignements personnels'),
  PRIVACY_OFFICER_NAME: z.string().min(1).default('Équipe Crescendo'),
  PRIVACY_OFFICER_EMAIL: z.string().email().default('confidentialite@crescendo.local'),
  /**
   * Where the platform's data are hosted (city, country, provider), written into the privacy impact
   * assessment's fact sheet (issue 31 §6); and the operator's other subprocessors, separated by ';'.
   */
  PRIVACY_DATA_LOCATION: z.string().default('non précisé par l’exploitant (PRIVACY_DATA_LOCATION)'),
  PRIVACY_SUBPROCESSORS: z.string().default(''),
  /**
   * 'Journal des consultations' (issue 31 §4, decision 0067): more distinct students' files than this read by
   * one person within an hour raises an entry for review.
   */
  READ_AUDIT_HOURLY_THRESHOLD: count(100),
  /** Google as upstream OpenID Connect provider ('Continuer avec Google'); off when the id is empty. */
  GOOGLE_CLIENT_ID: z.string().default(''),
  GOOGLE_CLIENT_SECRET: z.string().default(''),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
});

export type IdentityConfig = BaseConfig & z.output<typeof identityConfigSchema>;
