import type { Language } from '../languages.js';
import { en, fr } from '../resources.js';
import { formatWait } from '../wait-time.js';
import { serverT } from './server-resources.js';

export interface PasswordPolicyNumbers {
  minLength: number;
  maxLength: number;
}

/** The pages' words in `lang`: their own from the `signIn` namespace, the spec's from the `translation` one. */
function stringsIn(lang: Language, policy: PasswordPolicyNumbers) {
  const t = serverT(lang, 'signIn');
  const common = lang === 'fr' ? fr : en;
  const { minLength, maxLength } = policy;
  return {
    title: t('title'),
    tagline: common.app.tagline,
    email: t('email'),
    password: t('password'),
    show: t('show'),
    hide: t('hide'),
    showLabel: t('showLabel'),
    submit: t('submit'),
    google: t('google'),
    or: t('or'),
    required: t('required'),
    loginFailed: common.errors.loginFailed,
    loginFailedToast: common.errors.loginFailedToast,
    googleFailed: common.errors.googleFailed,
    googleFailedToast: common.errors.googleFailedToast,
    tooManyAttempts: (seconds: number) => t('tooManyAttempts', { wait: formatWait(seconds, lang) }),
    twoFactorStartOver: t('twoFactorStartOver'),
    twoFactorTitle: t('twoFactorTitle'),
    twoFactorPrompt: t('twoFactorPrompt'),
    twoFactorCode: t('twoFactorCode'),
    twoFactorRecoveryPrompt: t('twoFactorRecoveryPrompt'),
    twoFactorRecoveryCode: t('twoFactorRecoveryCode'),
    verify: t('verify'),
    twoFactorInvalid: common.errors.twoFactorInvalid,
    expired: t('expired'),
    errorTitle: t('errorTitle'),
    backToApp: t('backToApp'),
    loggedOut: t('loggedOut'),
    noAccount: t('noAccount'),
    createAccount: t('createAccount'),
    signup: {
      title: t('signup.title'),
      intro: t('signup.intro'),
      firstName: t('signup.firstName'),
      lastName: t('signup.lastName'),
      passwordConfirm: t('signup.passwordConfirm'),
      policy: t('signup.policy', { minLength, maxLength }),
      submit: t('signup.submit'),
      haveAccount: t('signup.haveAccount'),
      login: t('signup.login'),
      required: t('signup.required'),
      emailInvalid: t('signup.emailInvalid'),
      nameTooLong: t('signup.nameTooLong'),
      mismatch: t('signup.mismatch'),
      failedToast: t('signup.failedToast'),
      tooMany: (seconds: number) => t('signup.tooMany', { wait: formatWait(seconds, lang) }),
      rules: {
        tooShort: t('signup.rules.tooShort', { minLength }),
        tooLong: t('signup.rules.tooLong', { maxLength }),
        onlySpaces: t('signup.rules.onlySpaces'),
        isEmail: t('signup.rules.isEmail'),
        tooCommon: t('signup.rules.tooCommon'),
      },
    },
  };
}

/**
 * Strings of identity's server-rendered pages (sign-in, second factor, sign-up), French and English.
 * The spec's own strings come from the app catalogues; the password policy's numbers are identity's.
 */
export function signInPageStrings(policy: PasswordPolicyNumbers) {
  return { fr: stringsIn('fr', policy), en: stringsIn('en', policy) };
}
