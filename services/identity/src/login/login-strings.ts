import { signInPageStrings } from '@crescendo/i18n/server';
import { passwordPolicy } from '../passwords/password-policy.js';

/** The sign-in pages' strings (libs/i18n), with identity's password policy in them. */
export const loginStrings = signInPageStrings(passwordPolicy);

export type LoginLanguage = keyof typeof loginStrings;
export type LoginStrings = (typeof loginStrings)[LoginLanguage];
/** The sign-up page's strings share one shape in both languages. */
export type SignupStrings = (typeof loginStrings)['fr']['signup'] | (typeof loginStrings)['en']['signup'];

/** French unless the client asked for English (`ui_locales` or `kc_locale`, as keycloak-js sends). */
export function loginLanguage(params: Record<string, unknown>): LoginLanguage {
  const asked = [params.ui_locales, params.kc_locale]
    .filter((v): v is string => typeof v === 'string')
    .join(' ');
  return /^en\b/.test(asked.trim()) ? 'en' : 'fr';
}
