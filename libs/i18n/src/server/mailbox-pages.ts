/**
 * Strings of identity's pages about mailboxes: after sign-up, 'Mot de passe oublié ?' and the reset page
 * its mail leads to. French and English, one shape.
 */
export const mailboxPageStrings = {
  fr: {
    forgotLink: 'Mot de passe oublié ?',
    checkMailTitle: 'Vérifiez vos courriels',
    signupSent: (email: string) =>
      `Un courriel a été envoyé à ${email}. Ouvrez le lien qu’il contient pour confirmer votre adresse, puis connectez-vous.`,
    toLogin: 'Se connecter',
    forgotTitle: 'Mot de passe oublié',
    forgotIntro:
      'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    forgotSubmit: 'Envoyer le lien',
    forgotSent: (email: string) =>
      `Si un compte existe pour ${email}, un courriel contenant un lien de réinitialisation vient d’être envoyé. Le lien est valable 30 minutes.`,
    emailRequired: 'Veuillez saisir une adresse e-mail valide.',
    resetTitle: 'Nouveau mot de passe',
    resetIntro: 'Choisissez le nouveau mot de passe de votre compte.',
    newPassword: 'Nouveau mot de passe',
    resetSubmit: 'Enregistrer le mot de passe',
    resetDone: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
    resetInvalid:
      'Ce lien de réinitialisation n’est plus valable (déjà utilisé ou expiré). Demandez-en un nouveau depuis la page de connexion.',
  },
  en: {
    forgotLink: 'Forgot your password?',
    checkMailTitle: 'Check your e-mail',
    signupSent: (email: string) =>
      `An e-mail was sent to ${email}. Open its link to confirm your address, then sign in.`,
    toLogin: 'Sign in',
    forgotTitle: 'Forgot your password',
    forgotIntro: 'Enter your account’s e-mail address: we will send you a link to choose a new password.',
    forgotSubmit: 'Send the link',
    forgotSent: (email: string) =>
      `If an account exists for ${email}, an e-mail with a reset link was just sent. The link works for 30 minutes.`,
    emailRequired: 'Please enter a valid e-mail address.',
    resetTitle: 'New password',
    resetIntro: 'Choose your account’s new password.',
    newPassword: 'New password',
    resetSubmit: 'Save the password',
    resetDone: 'Your password was changed. You can now sign in.',
    resetInvalid:
      'This reset link no longer works (already used or expired). Ask for a new one on the sign-in page.',
  },
} as const;
