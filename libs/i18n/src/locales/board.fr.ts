/**
 * French strings of a school board's pages (issue 25, decision 0050): 'Écoles', the board administrator's list
 * of the board's schools, and its dialogs 'Créer une école' and 'Inviter son administrateur'.
 */
export const boardFr = {
  portalTitle: 'Portail du centre de services',
  schools: {
    title: 'Écoles',
    description:
      'Les écoles de votre centre de services, leurs équipes, leurs groupes et la pratique de la semaine.',
    tableLabel: 'Écoles du centre de services',
    columns: {
      name: 'École',
      teachers: 'Enseignants',
      students: 'Élèves',
      groups: 'Groupes',
      practice: 'Pratique cette semaine',
      actions: 'Actions',
    },
    smallCohort: '< 5',
    smallCohortExplained: 'Moins de 5 élèves : chiffre masqué',
    empty: 'Aucune école pour le moment.',
    loadMore: 'Charger plus',
  },
  dashboard: {
    title: 'Tableau de bord',
    description:
      'La semaine de chaque école et de chacun de ses programmes : minutes de pratique, élèves actifs et devoirs remis. Tout chiffre sur moins de 5 élèves est masqué.',
    week: 'Semaine du {{from}} au {{to}}',
    tableLabel: 'Tableau de bord des écoles',
    programmesLabel: 'Programmes de {{school}}',
    columns: {
      school: 'École',
      programme: 'Programme',
      students: 'Élèves',
      groups: 'Groupes',
      activeStudents: 'Élèves actifs',
      practice: 'Minutes de pratique',
      handedIn: 'Devoirs remis',
    },
    noneDue: 'Aucun devoir dû',
    views: { label: 'Vue', schools: 'Par école', programmes: 'Par programme' },
    programme: {
      other: 'Autres groupes',
    },
    noProgramme: 'Aucun groupe.',
    empty: 'Aucune école pour le moment.',
  },
  create: {
    open: 'Créer une école',
    title: 'Créer une école',
    name: "Nom de l'école",
    confirm: 'Créer',
    done: 'École créée',
    failed: "Erreur lors de la création de l'école.",
  },
  invite: {
    open: 'Inviter son administrateur',
    openNamed: 'Inviter son administrateur — {{school}}',
    title: "Inviter l'administrateur de {{school}}",
    explanation:
      "Un lien est envoyé à cette adresse : la personne qui l'accepte administre cette école seulement.",
    email: 'Courriel',
    confirm: "Envoyer l'invitation",
    done: 'Invitation envoyée',
    failed: "Erreur lors de l'envoi de l'invitation.",
  },
} as const;
