/**
 * French strings of the mailed links' pages (address confirmation, invitation), the notice to confirm
 * one's address, and the profile's pending address and password change.
 */
export const mailboxFr = {
  confirm: {
    title: 'Confirmation de l’adresse e-mail',
    working: 'Confirmation de votre adresse...',
    verified: 'Votre adresse e-mail {{email}} est confirmée.',
    changed: 'Votre adresse e-mail est maintenant {{email}}.',
    missing: 'Ce lien est incomplet. Ouvrez le lien exact reçu par courriel.',
    continue: 'Continuer',
  },
  invitation: {
    title: 'Invitation',
    working: 'Acceptation de l’invitation...',
    accepted: 'Invitation acceptée : bienvenue dans l’équipe !',
    missing: 'Ce lien d’invitation est incomplet. Ouvrez le lien exact reçu par courriel.',
    failed: 'L’invitation n’a pas pu être acceptée.',
    continue: 'Continuer',
  },
  notice: {
    unverified:
      'Confirmez votre adresse e-mail {{email}} : ouvrez le lien que nous vous avons envoyé par courriel.',
    resend: 'Renvoyer le lien',
    resent: 'Un nouveau lien vient d’être envoyé.',
    resendFailed: 'Le lien n’a pas pu être renvoyé. Réessayez dans quelques instants.',
  },
  profile: {
    pendingEmail:
      'Nouvelle adresse en attente : {{email}}. Elle remplacera l’adresse actuelle quand vous aurez ouvert le lien envoyé à cette adresse.',
    emailChangeSent: 'Un lien de confirmation a été envoyé à {{email}}.',
  },
  password: {
    title: 'Mot de passe',
    current: 'Mot de passe actuel',
    next: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    submit: 'Changer le mot de passe',
    mismatch: 'Les deux mots de passe ne correspondent pas.',
    changed: 'Mot de passe modifié.',
    failed: 'Le mot de passe n’a pas pu être modifié.',
  },
} as const;
