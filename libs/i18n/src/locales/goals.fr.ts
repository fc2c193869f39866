/**
 * Ensemble goals (issue 29 §4): the student's 'Mes objectifs' and the teacher's 'Objectifs de l'ensemble' of
 * a group. Days with practice out of seven, never minutes; the group's share, no ranking, no other name.
 */
export const goalsFr = {
  student: {
    title: 'Mes objectifs',
    none: 'Aucun objectif d’ensemble en cours dans vos groupes.',
    listLabel: 'Objectifs de mes groupes',
    goalOf: 'Objectif de l’ensemble — {{group}}',
    target_one: 'Pratiquer {{count}} jour sur 7',
    target_other: 'Pratiquer {{count}} jours sur 7',
    myDays_one: 'Cette semaine : {{count}} jour sur 7',
    myDays_other: 'Cette semaine : {{count}} jours sur 7',
    reached: 'Objectif atteint cette semaine, bravo !',
    groupShare: 'Le groupe cette semaine : {{percent}} % des élèves ont atteint l’objectif',
    groupShareNone: 'Le groupe cette semaine : pas encore de compte.',
    period: 'Du {{from}} au {{to}}',
    restDays: 'Les jours de repos comptent aussi : la régularité l’emporte sur la durée.',
  },
  teacher: {
    title: 'Objectifs de l’ensemble',
    none: 'Aucun objectif pour ce groupe.',
    add: 'Ajouter un objectif',
    fields: {
      title: 'Objectif',
      titlePlaceholder: 'Pratiquer 5 jours sur 7',
      daysPerWeek: 'Jours de pratique par semaine',
      startsOn: 'Début',
      endsOn: 'Fin',
    },
    save: 'Enregistrer l’objectif',
    saved: 'Objectif enregistré.',
    remove: 'Retirer',
    removeLabel: 'Retirer l’objectif « {{title}} »',
    removed: 'Objectif retiré.',
    target_one: '{{count}} jour sur 7',
    target_other: '{{count}} jours sur 7',
    period: 'Du {{from}} au {{to}}',
    weeksLabel: 'Progrès par semaine de « {{title}} »',
    week: 'Semaine du {{from}}',
    share: '{{percent}} % ({{reached}} sur {{counted}})',
    shareNone: '—',
    encourage: 'À encourager cette semaine',
    encourageNone: 'Tous les élèves atteignent l’objectif cette semaine.',
    studentDays_one: '{{name}} : {{count}} jour',
    studentDays_other: '{{name}} : {{count}} jours',
    unknownStudent: 'Élève',
    sectionNote:
      'L’objectif porte sur tout le groupe (les sections par famille d’instruments viendront plus tard).',
  },
} as const;
