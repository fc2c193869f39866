import { en, fr } from '../resources.js';
import { waitTimeEn, waitTimeFr } from '../wait-time.js';

export interface PasswordPolicyNumbers {
  minLength: number;
  maxLength: number;
}

/**
 * Strings of identity's server-rendered pages (sign-in, second factor, sign-up), French and English.
 * The spec's own strings come from the app catalogues; the password policy's numbers are identity's.
 */
export function signInPageStrings(policy: PasswordPolicyNumbers) {
  return {
    fr: {
      title: 'Connexion',
      tagline: fr.app.tagline,
      email: 'Adresse e-mail',
      password: 'Mot de passe',
      show: 'Afficher',
      hide: 'Masquer',
      showLabel: 'Afficher le mot de passe',
      submit: 'Se Connecter',
      google: 'Continuer avec Google',
      or: 'ou',
      required: 'Veuillez saisir votre adresse e-mail et votre mot de passe.',
      loginFailed: fr.errors.loginFailed,
      loginFailedToast: fr.errors.loginFailedToast,
      googleFailed: fr.errors.googleFailed,
      googleFailedToast: fr.errors.googleFailedToast,
      tooManyAttempts: (seconds: number) => `Trop de tentatives. Réessayez dans ${waitTimeFr(seconds)}.`,
      twoFactorStartOver:
        'Trop de codes erronés pour cette connexion. Saisissez de nouveau votre adresse e-mail et votre mot de passe.',
      twoFactorTitle: 'Double authentification',
      twoFactorPrompt:
        'Entrez le code à 6 chiffres de votre application d’authentification, ou un de vos codes de récupération.',
      twoFactorCode: 'Code de vérification',
      twoFactorRecoveryPrompt:
        'Votre application d’authentification ne peut pas être vérifiée pour le moment. Entrez un de vos codes de récupération. Si vous n’en avez plus, demandez à l’administrateur de la plateforme de réinitialiser votre double authentification.',
      twoFactorRecoveryCode: 'Code de récupération',
      verify: 'Vérifier',
      twoFactorInvalid: fr.errors.twoFactorInvalid,
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
        policy: `Au moins ${policy.minLength} caractères (${policy.maxLength} au plus), autre que votre adresse e-mail et qu’un mot de passe connu de fuites de données.`,
        submit: 'Créer mon compte',
        haveAccount: 'Déjà un compte ?',
        login: 'Se connecter',
        required: 'Veuillez remplir tous les champs.',
        emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
        nameTooLong: 'Le prénom et le nom doivent contenir au plus 100 caractères.',
        mismatch: 'Les deux mots de passe ne correspondent pas.',
        failedToast: 'Échec de l’inscription.',
        tooMany: (seconds: number) =>
          `Trop de comptes créés depuis cette adresse. Réessayez dans ${waitTimeFr(seconds)}.`,
        rules: {
          tooShort: `Le mot de passe doit contenir au moins ${policy.minLength} caractères.`,
          tooLong: `Le mot de passe doit contenir au plus ${policy.maxLength} caractères.`,
          onlySpaces: 'Le mot de passe ne peut pas être composé que d’espaces.',
          isEmail: 'Le mot de passe ne peut pas être votre adresse e-mail.',
          tooCommon: 'Ce mot de passe figure dans des fuites de données connues. Choisissez-en un autre.',
        },
      },
    },
    en: {
      title: 'Sign in',
      tagline: en.app.tagline,
      email: 'E-mail address',
      password: 'Password',
      show: 'Show',
      hide: 'Hide',
      showLabel: 'Show the password',
      submit: 'Sign in',
      google: 'Continue with Google',
      or: 'or',
      required: 'Please enter your e-mail address and your password.',
      loginFailed: en.errors.loginFailed,
      loginFailedToast: en.errors.loginFailedToast,
      googleFailed: en.errors.googleFailed,
      googleFailedToast: en.errors.googleFailedToast,
      tooManyAttempts: (seconds: number) => `Too many attempts. Try again in ${waitTimeEn(seconds)}.`,
      twoFactorStartOver:
        'Too many wrong codes for this sign-in. Enter your e-mail address and password again.',
      twoFactorTitle: 'Two-factor authentication',
      twoFactorPrompt: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
      twoFactorCode: 'Verification code',
      twoFactorRecoveryPrompt:
        'Your authenticator app cannot be checked at the moment. Enter one of your recovery codes. If you have none left, ask the platform administrator to reset your two-factor authentication.',
      twoFactorRecoveryCode: 'Recovery code',
      verify: 'Verify',
      twoFactorInvalid: en.errors.twoFactorInvalid,
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
        policy: `At least ${policy.minLength} characters (${policy.maxLength} at most), not your e-mail address and not a password known from data breaches.`,
        submit: 'Create my account',
        haveAccount: 'Already have an account?',
        login: 'Sign in',
        required: 'Please fill in every field.',
        emailInvalid: 'Please enter a valid e-mail address.',
        nameTooLong: 'First and last names must be at most 100 characters.',
        mismatch: 'The two passwords do not match.',
        failedToast: 'Sign-up failed.',
        tooMany: (seconds: number) =>
          `Too many accounts created from this address. Try again in ${waitTimeEn(seconds)}.`,
        rules: {
          tooShort: `The password must be at least ${policy.minLength} characters long.`,
          tooLong: `The password must be at most ${policy.maxLength} characters long.`,
          onlySpaces: 'The password cannot be only spaces.',
          isEmail: 'The password cannot be your e-mail address.',
          tooCommon: 'This password appears in known data breaches. Please choose another one.',
        },
      },
    },
  } as const;
}
