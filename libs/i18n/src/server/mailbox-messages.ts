/** What identity answers, in French, about mailed links, invitations and passwords (API error bodies). */
export const mailboxMessages = {
  linkInvalid:
    'Ce lien n’est plus valable (déjà utilisé, expiré ou remplacé par un plus récent). Demandez-en un nouveau.',
  emailTaken: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
  invitationInvalid:
    'Cette invitation n’est plus valable (déjà acceptée, révoquée ou expirée). Demandez à un administrateur de vous inviter de nouveau.',
  invitationOtherAddress:
    'Cette invitation a été envoyée à une autre adresse e-mail. Connectez-vous avec le compte de l’adresse invitée.',
  invitationAlreadyMember:
    'Vous faites déjà partie d’une organisation : quittez-la avant d’en rejoindre une autre.',
  unverifiedLink:
    'Cette adresse e-mail appartient déjà à un compte. Votre fournisseur d’identité doit confirmer l’adresse avant de relier ce compte.',
  noPassword: 'Ce compte se connecte sans mot de passe (Google ou fournisseur externe).',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
} as const;
