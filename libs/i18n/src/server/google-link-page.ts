/**
 * The gateway's confirmation page before a Google account is linked (issue 34.2): which Google account goes
 * to which Crescendo account. French and English, one shape.
 */
export const googleLinkPageStrings = {
  fr: {
    title: 'Lier un compte Google',
    intro: 'Google a autorisé l’accès. Avant d’enregistrer quoi que ce soit, vérifiez les deux comptes :',
    googleAccount: 'Compte Google',
    crescendoAccount: 'Compte Crescendo',
    explain:
      'Crescendo pourra lire les cours et les listes d’élèves Google Classroom de ce compte Google et y publier des devoirs, pour le compte Crescendo ci-dessus.',
    warning:
      'Si vous n’avez pas demandé cette connexion, ou si l’un des deux comptes n’est pas le vôtre, annulez : rien ne sera enregistré.',
    confirm: 'Lier ce compte Google',
    cancel: 'Annuler',
  },
  en: {
    title: 'Link a Google account',
    intro: 'Google granted access. Before anything is stored, check both accounts:',
    googleAccount: 'Google account',
    crescendoAccount: 'Crescendo account',
    explain:
      'Crescendo will be able to read this Google account’s Google Classroom courses and student lists and to post assignments there, for the Crescendo account above.',
    warning:
      'If you did not ask for this connection, or if either account is not yours, cancel: nothing will be stored.',
    confirm: 'Link this Google account',
    cancel: 'Cancel',
  },
} as const;

export type GoogleLinkPageLanguage = keyof typeof googleLinkPageStrings;
