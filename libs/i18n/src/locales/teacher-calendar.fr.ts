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
  /** 'Publier dans Google Agenda' (issue 28 §7): the group's events written to an agenda of the teacher's. */
  googleCalendar: {
    title: 'Google Agenda',
    intro:
      'Les événements de {{group}} sont écrits dans un agenda à vous, « Crescendo — {{group}} », puis tenus à jour. Aucun nom d’élève n’est envoyé à Google.',
    consentNote: 'Google vous demandera d’autoriser l’accès à vos agendas.',
    publish: 'Publier dans Google Agenda',
    publishing: 'Publié dans Google Agenda : « {{calendar}} »',
    counts: 'Publiés : {{published}} · En attente : {{pending}}',
    failed: 'Refusés par Google : {{count}}',
    stop: 'Ne plus publier',
    stopNote: 'Ce qui est déjà dans Google Agenda y reste.',
    started: 'Publication dans Google Agenda lancée',
    stopped: 'Publication dans Google Agenda arrêtée',
    failedToast: 'Erreur lors de la publication dans Google Agenda.',
    reconnect: 'Google n’accepte plus votre connexion : autorisez Google Agenda de nouveau pour reprendre.',
    consent: 'Google Agenda n’est plus autorisé : autorisez-le de nouveau pour reprendre la publication.',
    authorize: 'Autoriser Google Agenda',
    calendarDeleted:
      'L’agenda « {{calendar}} » a été supprimé dans Google Agenda : plus rien n’y est écrit. « Publier dans Google Agenda » en crée un nouveau.',
    unavailable: 'L’état de la publication dans Google Agenda n’a pas pu être lu.',
  },
} as const;
