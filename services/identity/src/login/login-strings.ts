import { en as enCatalogue, fr as frCatalogue } from '@crescendo/i18n';
import { passwordPolicy } from '../passwords/password-policy.js';

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
    noAccount: 'Pas encore de compte ?',
    createAccount: 'Créer un compte',
    signup: {
      title: 'Créer un compte',
      intro: 'Créez votre compte, puis choisissez votre rôle : enseignant, élève ou administrateur.',
      firstName: 'Prénom',
      lastName: 'Nom',
      passwordConfirm: 'Confirmer le mot de passe',
      policy: `Au moins ${passwordPolicy.minLength} caractères (${passwordPolicy.maxLength} au plus), autre que votre adresse e-mail et qu’un mot de passe courant.`,
      submit: 'Créer mon compte',
      haveAccount: 'Déjà un compte ?',
      login: 'Se connecter',
      required: 'Veuillez remplir tous les champs.',
      emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
      nameTooLong: 'Le prénom et le nom doivent contenir au plus 100 caractères.',
      mismatch: 'Les deux mots de passe ne correspondent pas.',
      emailTaken:
        'Impossible de créer un compte avec cette adresse e-mail. Si vous avez déjà un compte, connectez-vous.',
      failedToast: 'Échec de l’inscription.',
      rules: {
        tooShort: `Le mot de passe doit contenir au moins ${passwordPolicy.minLength} caractères.`,
        tooLong: `Le mot de passe doit contenir au plus ${passwordPolicy.maxLength} caractères.`,
        onlySpaces: 'Le mot de passe ne peut pas être composé que d’espaces.',
        isEmail: 'Le mot de passe ne peut pas être votre adresse e-mail.',
        tooCommon: 'Ce mot de passe est trop courant. Choisissez-en un autre.',
      },
    },
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
    noAccount: 'No account yet?',
    createAccount: 'Create an account',
    signup: {
      title: 'Create an account',
      intro: 'Create your account, then choose your role: teacher, student or administrator.',
      firstName: 'First name',
      lastName: 'Last name',
      passwordConfirm: 'Confirm the password',
      policy: `At least ${passwordPolicy.minLength} characters (${passwordPolicy.maxLength} at most), not your e-mail address and not a common password.`,
      submit: 'Create my account',
      haveAccount: 'Already have an account?',
      login: 'Sign in',
      required: 'Please fill in every field.',
      emailInvalid: 'Please enter a valid e-mail address.',
      nameTooLong: 'First and last names must be at most 100 characters.',
      mismatch: 'The two passwords do not match.',
      emailTaken: 'An account cannot be created with this e-mail address. If you already have one, sign in.',
      failedToast: 'Sign-up failed.',
      rules: {
        tooShort: `The password must be at least ${passwordPolicy.minLength} characters long.`,
        tooLong: `The password must be at most ${passwordPolicy.maxLength} characters long.`,
        onlySpaces: 'The password cannot be only spaces.',
        isEmail: 'The password cannot be your e-mail address.',
        tooCommon: 'This password is too common. Please choose another one.',
      },
    },
  },
} as const;

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
