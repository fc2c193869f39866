import type { PersonalDataDeclaration } from '@crescendo/service-kit';

/**
 * What the planning holds about people (issue 31 §1): who added or changed an event, who imported a
 * calendar, each person's reminders and the devices they receive them on. Events name groups, never
 * students; imported days name nobody.
 */
export const planningPersonalTables: PersonalDataDeclaration = {
  events: {
    purpose: 'Événements du calendrier de l’école, et qui les a ajoutés ou modifiés',
    retention: 'administration',
    columns: { created_by: 'person', updated_by: 'person' },
    orderBy: ['id'],
  },
  feed_links: {
    purpose: 'Adresse privée du calendrier d’une personne (l’empreinte de son jeton seulement)',
    retention: 'administration',
    columns: { user_id: 'person' },
    orderBy: ['user_id', 'organization_id'],
  },
  reminder_settings: {
    purpose:
      'Rappels choisis par une personne (la veille, deux heures avant ; par courriel, par notification)',
    retention: 'administration',
    columns: { user_id: 'person', by_email: 'content' },
    orderBy: ['organization_id', 'user_id'],
  },
  push_subscriptions: {
    purpose:
      'Appareils où une personne a activé les notifications de ses rappels (l’adresse de son service de notification et ses clés de chiffrement)',
    retention: 'administration',
    columns: { user_id: 'person', endpoint: 'secret', p256dh: 'secret', auth: 'secret' },
    orderBy: ['endpoint'],
  },
  imported_calendars: {
    purpose: 'Calendriers extérieurs importés par l’école (journées pédagogiques), et qui les a importés',
    retention: 'administration',
    columns: { imported_by: 'person' },
    orderBy: ['id'],
  },
};
