/**
 * The planning's reminder mails and notifications (issue 28 §3), in French: they name the event, never a
 * student.
 */
export const remindersFr = {
  greeting: 'Bonjour,',
  dayBefore: {
    subject: 'Rappel : « {{title}} » demain, {{day}}',
    body: 'Un rappel pour demain : « {{title}} ».',
  },
  twoHours: {
    subject: 'Rappel : « {{title}} » à {{time}}',
    body: 'Dans deux heures : « {{title}} ».',
  },
  cancelled: {
    subject: 'Annulé : « {{title}} »',
    body_one: '« {{title}} » est annulé ; la date à venir n’a plus lieu.',
    body_other: '« {{title}} » est annulé ; les {{count}} dates à venir n’ont plus lieu.',
    firstDay: 'Date prévue : {{day}}',
  },
  when: 'Le {{day}}',
  callTime: 'Heure d’arrivée : {{time}}',
  start: 'Début : {{time}}',
  place: 'Lieu : {{place}}',
  bring: 'À apporter : {{what}}',
  dressCode: 'Tenue : {{what}}',
  why: 'Vous recevez ce courriel parce que cet événement concerne l’un de vos groupes ou votre école.',
  settings: 'Vos rappels se règlent dans votre profil, section « Rappels ».',
  /** A notification's title (its body: the date, the call time, the place). */
  push: {
    dayBefore: 'Demain : {{title}}',
    twoHours: 'Dans deux heures : {{title}}',
    cancelled: 'Annulé : {{title}}',
  },
} as const;
