/**
 * 'Rappels' (issue 28 §3): each person's choice of the reminders the platform sends before their events, by
 * mail and as notifications on the devices they activate.
 */
export const reminderSettingsFr = {
  title: 'Rappels',
  intro: 'Un rappel avant chaque événement de vos groupes, par courriel ou en notification.',
  when: 'Quand',
  dayBefore: 'La veille',
  twoHoursBefore: 'Deux heures avant l’heure d’arrivée',
  how: 'Comment',
  byEmail: 'Courriel',
  byPush: 'Notifications',
  // Never 'Enregistrer…': it sits on Mon Profil, whose own 'Enregistrer' is the spec's (a button named by a
  // part of it would answer to the same name).
  save: 'Appliquer les rappels',
  saved: 'Rappels enregistrés',
  saveFailed: 'Erreur lors de l’enregistrement des rappels.',
  device: {
    title: 'Cet appareil',
    activate: 'Activer les notifications sur cet appareil',
    activated: 'Notifications activées sur cet appareil',
    activateFailed: 'Erreur lors de l’activation des notifications.',
    active: 'Les notifications sont activées sur cet appareil.',
    deactivate: 'Désactiver les notifications sur cet appareil',
    deactivated: 'Notifications désactivées sur cet appareil',
    deactivateFailed: 'Erreur lors de la désactivation des notifications.',
    unsupported:
      'Ce navigateur ne prend pas en charge les notifications. Vos rappels vous parviennent par courriel.',
    off: 'Cette plateforme n’envoie pas de notifications. Vos rappels vous parviennent par courriel.',
    blocked:
      'Les notifications sont bloquées pour ce site : autorisez-les dans les réglages du navigateur, puis réessayez.',
  },
} as const;
