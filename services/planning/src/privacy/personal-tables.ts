import type { PersonalDataDeclaration } from '@crescendo/service-kit';

/**
 * What the planning holds about people (issue 31 §1): who added or changed an event, who imported a
 * calendar. Events name groups, never students; imported days name nobody.
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
    purpose: 'Rappels choisis par une personne (la veille, deux heures avant)',
    retention: 'administration',
    columns: { user_id: 'person' },
    orderBy: ['organization_id', 'user_id'],
  },
  imported_calendars: {
    purpose: 'Calendriers extérieurs importés par l’école (journées pédagogiques), et qui les a importés',
    retention: 'administration',
    columns: { imported_by: 'person' },
    orderBy: ['id'],
  },
};
