import type { PersonalDataDeclaration } from '@crescendo/service-kit';

/**
 * What finance holds about people (issue 31 §1): who a purchase is for and who recorded, paid, reversed or
 * planned what. Erasure unlinks them and keeps the anonymised amounts (decision 0028).
 */
export const financePersonalTables: PersonalDataDeclaration = {
  purchases: {
    purpose: 'Achats facturés à un élève et son solde',
    retention: 'accounting',
    columns: { student_id: 'person', created_by: 'person' },
    orderBy: ['id'],
  },
  purchase_entries: {
    purpose: 'Paiements et annulations des achats, et qui les a inscrits',
    retention: 'accounting',
    columns: { recorded_by: 'person' },
    orderBy: ['id'],
  },
  budgets: {
    purpose: 'Budget annuel du département, et qui l’a créé',
    retention: 'administration',
    columns: { created_by: 'person' },
    orderBy: ['id'],
  },
  budget_categories: {
    purpose: 'Catégories du budget, et qui les a créées ou modifiées',
    retention: 'administration',
    columns: { created_by: 'person', updated_by: 'person' },
    orderBy: ['id'],
  },
  budget_entries: {
    purpose: 'Dépenses et revenus du budget, et qui les a inscrits',
    retention: 'accounting',
    columns: { recorded_by: 'person' },
    orderBy: ['id'],
  },
  budget_changes: {
    purpose: 'Journal des changements du budget',
    retention: 'administration',
    columns: { changed_by: 'person' },
    orderBy: ['id'],
  },
};
