import type { PersonalDataDeclaration } from '@crescendo/service-kit';

/**
 * What the inventory holds about people (issue 31 §1): who borrowed, lent, received or recorded an item. Its
 * scores (`scores`) and uniforms (`uniforms`) hold none: who added or changed one is not kept; a uniform's loans
 * (`uniform_loans`) name the student, who lent it and who received it; the repair log (`repairs`) who sent an
 * instrument to the shop and who recorded its return; physical inventories (`audits`, `audit_items`) who
 * started, finished and scanned them.
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
  repairs: {
    purpose: 'Réparations des instruments : qui les a envoyés en réparation et qui a noté leur retour',
    retention: 'administration',
    columns: { sent_by: 'person', returned_by: 'person' },
    orderBy: ['id'],
  },
  audits: {
    purpose: 'Inventaires physiques d’un local : qui les a commencés et terminés',
    retention: 'administration',
    columns: { started_by: 'person', finished_by: 'person' },
    orderBy: ['id'],
  },
  audit_items: {
    purpose: 'Instruments scannés lors d’un inventaire physique, et qui les a scannés',
    retention: 'administration',
    columns: { scanned_by: 'person' },
    orderBy: ['audit_id', 'instrument_id'],
  },
};
