import type { PersonalDataDeclaration } from '@crescendo/service-kit';
import { photosPersonalTables } from '../photos/photo-files.js';

/**
 * What the inventory holds about people (issue 31 §1): who borrowed, lent, received or recorded an item. Its
 * scores (`scores`) and uniforms (`uniforms`) hold none: who added or changed one is not kept; a uniform's loans
 * (`uniform_loans`) name the student, who lent it and who received it; the repair log (`repairs`) who sent an
 * instrument to the shop and who recorded its return; physical inventories (`audits`, `audit_items`) who
 * started, finished and scanned them; loans of scores and instruments between a board's schools (`board_loans`,
 * issue 27 §8) the staff who asked, offered, declined, approved and recorded the return; instruments reserved for
 * a planning event (`reservations`, issue 28 §7) who reserved them; a loan's condition photos
 * (`photos`) are its student's, files of their archive. The 'loans' category has no `purge` declared: a closed
 * loan past its time is anonymised rather than deleted, and its photos go with it (`loan-retention.ts`, decision
 * 0079).
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
  board_loans: {
    purpose:
      'Prêts de partitions et d’instruments entre écoles du centre de services : qui a demandé, offert, refusé, approuvé et reçu le retour',
    retention: 'administration',
    columns: {
      requested_by: 'person',
      offered_by: 'person',
      decided_by: 'person',
      approved_by: 'person',
      returned_by: 'person',
    },
    orderBy: ['id'],
  },
  reservations: {
    purpose: 'Instruments réservés pour un événement de la planification, et qui les a réservés',
    retention: 'administration',
    columns: { reserved_by: 'person' },
    orderBy: ['id'],
  },
  ...photosPersonalTables,
};
