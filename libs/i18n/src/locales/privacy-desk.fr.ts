/**
 * 'Confidentialité' in the admin portal (issue 31 §6): the law's paperwork as features. First the person in
 * charge of personal information, shown on the public privacy page.
 */
export const privacyDeskFr = {
  title: 'Confidentialité',
  descriptionSchool:
    'Ce que la loi demande à l’école : la personne responsable de la protection des renseignements personnels, publiée sur la page Confidentialité.',
  descriptionBoard:
    'Ce que la loi demande au centre de services : la personne responsable de la protection des renseignements personnels, publiée pour ses écoles qui n’en nomment pas.',
  officer: {
    title: 'Responsable de la protection des renseignements personnels',
    intro:
      'Son titre, son nom et son courriel figurent sur la page Confidentialité que voient les membres de l’école.',
    roleTitle: 'Titre',
    roleTitleHint: 'Par exemple « Directrice adjointe » ou « Secrétaire général ».',
    name: 'Nom',
    email: 'Courriel',
    save: 'Enregistrer le responsable',
    clear: 'Retirer le responsable',
    saved: 'Responsable enregistré',
    cleared: 'Responsable retiré',
    saveFailed: 'Erreur lors de l’enregistrement du responsable.',
    shownTitle: 'Affiché sur la page Confidentialité',
    shownOwn: 'Le responsable de votre organisation.',
    shownBoard: 'Le responsable de votre centre de services, tant que l’école n’en nomme pas.',
    shownPlatform: 'Le responsable de l’exploitant de Crescendo, tant que personne n’est nommé.',
  },
  publicPage: {
    officerTitle: 'Responsable de la protection des renseignements personnels',
    officerIntro: 'Pour toute question ou demande au sujet de vos renseignements personnels, écrivez à :',
    officerLoading: 'Chargement du responsable…',
    officerUnavailable: 'Le responsable ne peut pas être affiché pour le moment.',
  },
} as const;
