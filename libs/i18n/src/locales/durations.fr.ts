/**
 * Lengths of time, said by i18next's plural rules (`count`): '1 heure', '2 heures'. The mails' link validity,
 * the sign-in pages' and the servers' waits (`formatWait`) all say them from here.
 */
export const durationsFr = {
  seconds_one: '{{count}} seconde',
  seconds_other: '{{count}} secondes',
  minutes_one: '{{count}} minute',
  minutes_other: '{{count}} minutes',
  hours_one: '{{count}} heure',
  hours_other: '{{count}} heures',
  days_one: '{{count}} jour',
  days_other: '{{count}} jours',
} as const;
