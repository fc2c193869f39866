import type { PersonalDataDeclaration } from '@crescendo/service-kit';

/**
 * What the planning holds about people (issue 31 §1): who added or changed an event. Events name groups,
 * never students.
 */
export const planningPersonalTables: PersonalDataDeclaration = {
  events: {
    purpose: 'Événements du calendrier de l’école, et qui les a ajoutés ou modifiés',
    retention: 'administration',
    columns: { created_by: 'person', updated_by: 'person' },
    orderBy: ['id'],
  },
};
