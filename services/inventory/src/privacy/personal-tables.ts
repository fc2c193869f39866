import type { PersonalDataDeclaration } from '@crescendo/service-kit';

/**
 * What the inventory holds about people (issue 31 §1): who borrowed, lent, received or recorded an item. Its
 * scores (`scores`) and uniforms (`uniforms`) hold none: who added or changed one is not kept; a uniform's loans
 * (`uniform_loans`) name the student, who lent it and who received it.
 */
export const inventoryPersonalTables: PersonalDataDeclaration = {
  loans: {
    purpose: 'Prêts d’instruments à un élève, qui les a prêtés et reçus au retour',
    retention: 'loans',
    columns: { student_id: 'person', lent_by: 'person', returned_by: 'person', notes: 'content' },
    orderBy: ['id'],
  },
  uniform_loans: {
    purpose: 'Prêts d’uniformes à un élève, qui les a prêtés et reçus au retour',
    retention: 'loans',
    columns: { student_id: 'person', lent_by: 'person', returned_by: 'person' },
    orderBy: ['id'],
  },
  instruments: {
    purpose: 'Instruments de l’école, et qui les a inscrits ou modifiés',
    retention: 'administration',
    columns: { created_by: 'person', updated_by: 'person' },
    orderBy: ['id'],
  },
};
