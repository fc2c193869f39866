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

/** The French message of the first rule broken, or null when the password is acceptable. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < passwordPolicy.minLength) {
    return `Le mot de passe doit contenir au moins ${passwordPolicy.minLength} caractères.`;
  }
  if (password.length > passwordPolicy.maxLength) {
    return `Le mot de passe doit contenir au plus ${passwordPolicy.maxLength} caractères.`;
  }
  if (password.trim().length === 0) return 'Le mot de passe ne peut pas être composé que d’espaces.';
  if (password.toLowerCase() === email.trim().toLowerCase()) {
    return 'Le mot de passe ne peut pas être votre adresse e-mail.';
  }
  if (common.has(password.toLowerCase())) return 'Ce mot de passe est trop courant. Choisissez-en un autre.';
  return null;
}
