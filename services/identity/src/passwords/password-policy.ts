import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Password policy of the embedded provider (stated in the README and shown on the sign-up page), after
 * NIST SP 800-63B and OWASP ASVS: at least 12 characters, at most 128, not only spaces, not the e-mail
 * address, not a password known from breaches.
 */
export const passwordPolicy = { minLength: 12, maxLength: 128 } as const;

/**
 * The ~49,000 passwords most seen in public breaches, shipped offline by zxcvbn-ts's common dictionary, and
 * a few French ones it lacks.
 */
const breached = new Set([
  ...dictionary['passwords-common'],
  'motdepasse12',
  'motdepasse123',
  'motdepasse1234',
  'azertyuiop12',
  'azertyuiop123',
  'crescendo123',
  'crescendo1234',
]);

export type PasswordRule = 'tooShort' | 'tooLong' | 'onlySpaces' | 'isEmail' | 'tooCommon';

/** The first rule the password breaks (the sign-up page words it in the page's language), or null. */
export function brokenPasswordRule(password: string, email: string): PasswordRule | null {
  if (password.length < passwordPolicy.minLength) return 'tooShort';
  if (password.length > passwordPolicy.maxLength) return 'tooLong';
  if (password.trim().length === 0) return 'onlySpaces';
  if (password.toLowerCase() === email.trim().toLowerCase()) return 'isEmail';
  if (breached.has(password.toLowerCase())) return 'tooCommon';
  return null;
}
