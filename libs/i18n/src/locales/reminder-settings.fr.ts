/** 'Rappels' (issue 28 §3): each person's choice of the reminders the platform mails before their events. */
export const reminderSettingsFr = {
  title: 'Rappels',
  intro: 'Un courriel avant chaque événement de vos groupes.',
  dayBefore: 'La veille',
  twoHoursBefore: 'Deux heures avant l’heure d’arrivée',
  save: 'Enregistrer',
  saved: 'Rappels enregistrés',
  saveFailed: 'Erreur lors de l’enregistrement des rappels.',
} as const;
