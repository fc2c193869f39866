/**
 * Password policy of the embedded provider (stated in the README and shown on the sign-up page):
 * at least 10 characters, at most 128, not only spaces, not the e-mail address, not a well-known password.
 */
export const passwordPolicy = { minLength: 10, maxLength: 128 } as const;

const common = new Set([
  'motdepasse',
  'motdepasse1',
  'password123',
  'password1234',
  '1234567890',
  '0123456789',
  'azertyuiop',
  'qwertyuiop',
  'crescendo1',
  'iloveyou12',
]);

export type PasswordRule = 'tooShort' | 'tooLong' | 'onlySpaces' | 'isEmail' | 'tooCommon';

/** The first rule the password breaks (the sign-up page words it in the page's language), or null. */
export function brokenPasswordRule(password: string, email: string): PasswordRule | null {
  if (password.length < passwordPolicy.minLength) return 'tooShort';
  if (password.length > passwordPolicy.maxLength) return 'tooLong';
  if (password.trim().length === 0) return 'onlySpaces';
  if (password.toLowerCase() === email.trim().toLowerCase()) return 'isEmail';
  if (common.has(password.toLowerCase())) return 'tooCommon';
  return null;
}
