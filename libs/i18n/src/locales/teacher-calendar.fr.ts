/**
 * French strings of the teacher's 'Calendrier' (issue 28 §2): views, editing, the due dates of assignments.
 * The event's words shared with the admin's 'Planification' (types, fields, conflicts) stay in `planning`.
 */
export const teacherCalendarFr = {
  views: {
    label: 'Affichage',
    month: 'Mois',
    week: 'Semaine',
  },
  week: {
    previous: 'Semaine précédente',
    next: 'Semaine suivante',
    title: 'Semaine du {{day}}',
    empty: 'Aucun événement cette semaine.',
  },
  listLabel: 'Événements et échéances',
  chooseGroup: 'Choisissez un de vos groupes',
  groupRequired: 'Choisissez un de vos groupes : seul un administrateur planifie pour toute l’école.',
  noGroups: 'Vous n’enseignez à aucun groupe : vous ne pouvez pas encore planifier d’événement.',
  edit: 'Modifier',
  editOf: 'Modifier — {{title}} ({{day}})',
  editTitle: 'Modifier l’événement',
  saved: 'Événement modifié',
  saveFailed: 'Erreur lors de la modification de l’événement.',
  cancelConfirm: {
    title: "Annuler l'événement",
    text: '« {{title}} » restera au calendrier, marqué Annulé. Les groupes le verront.',
    confirm: "Annuler l'événement",
    keep: 'Garder',
  },
  due: {
    label: 'Remise',
    item: 'Pratique à remettre : {{title}}',
    at: 'à {{time}}',
  },
  /** A kind of conflict this screen does not word yet (the planning may add some). */
  dueUnavailable: 'Les échéances des pratiques n’ont pas pu être lues.',
} as const;
