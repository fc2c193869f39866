import { en as enCatalogue, fr as frCatalogue } from '@crescendo/i18n';

/**
 * Strings of the server-rendered sign-in pages. The spec's own strings come from @crescendo/i18n;
 * those only these pages need (labels, lock and two-factor wording) are kept here, French and English.
 */
export const loginStrings = {
  fr: {
    title: 'Connexion',
    tagline: frCatalogue.app.tagline,
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    show: 'Afficher',
    hide: 'Masquer',
    showLabel: 'Afficher le mot de passe',
    submit: 'Se Connecter',
    google: 'Continuer avec Google',
    or: 'ou',
    required: 'Veuillez saisir votre adresse e-mail et votre mot de passe.',
    loginFailed: frCatalogue.errors.loginFailed,
    loginFailedToast: frCatalogue.errors.loginFailedToast,
    googleFailed: frCatalogue.errors.googleFailed,
    googleFailedToast: frCatalogue.errors.googleFailedToast,
    locked: (minutes: number) =>
      `Trop de tentatives de connexion échouées. Pour protéger le compte, la connexion est bloquée pendant ${minutes} minute${minutes > 1 ? 's' : ''}. Réessayez plus tard.`,
    twoFactorTitle: 'Double authentification',
    twoFactorPrompt:
      'Entrez le code à 6 chiffres de votre application d’authentification, ou un de vos codes de récupération.',
    twoFactorCode: 'Code de vérification',
    verify: 'Vérifier',
    twoFactorInvalid: frCatalogue.errors.twoFactorInvalid,
    expired: 'Votre demande de connexion a expiré. Veuillez recommencer depuis l’application.',
    errorTitle: 'Une erreur est survenue',
    backToApp: 'Retour à l’application',
    loggedOut: 'Vous êtes déconnecté.',
  },
  en: {
    title: 'Sign in',
    tagline: enCatalogue.app.tagline,
    email: 'E-mail address',
    password: 'Password',
    show: 'Show',
    hide: 'Hide',
    showLabel: 'Show the password',
    submit: 'Sign in',
    google: 'Continue with Google',
    or: 'or',
    required: 'Please enter your e-mail address and your password.',
    loginFailed: enCatalogue.errors.loginFailed,
    loginFailedToast: enCatalogue.errors.loginFailedToast,
    googleFailed: enCatalogue.errors.googleFailed,
    googleFailedToast: enCatalogue.errors.googleFailedToast,
    locked: (minutes: number) =>
      `Too many failed sign-in attempts. To protect the account, signing in is blocked for ${minutes} minute${minutes > 1 ? 's' : ''}. Please try again later.`,
    twoFactorTitle: 'Two-factor authentication',
    twoFactorPrompt: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    twoFactorCode: 'Verification code',
    verify: 'Verify',
    twoFactorInvalid: enCatalogue.errors.twoFactorInvalid,
    expired: 'Your sign-in request has expired. Please start again from the application.',
    errorTitle: 'Something went wrong',
    backToApp: 'Back to the application',
    loggedOut: 'You are signed out.',
  },
} as const;

export type LoginLanguage = keyof typeof loginStrings;
export type LoginStrings = (typeof loginStrings)[LoginLanguage];

/** French unless the client asked for English (`ui_locales` or `kc_locale`, as keycloak-js sends). */
export function loginLanguage(params: Record<string, unknown>): LoginLanguage {
  const asked = [params.ui_locales, params.kc_locale]
    .filter((v): v is string => typeof v === 'string')
    .join(' ');
  return /^en\b/.test(asked.trim()) ? 'en' : 'fr';
}
