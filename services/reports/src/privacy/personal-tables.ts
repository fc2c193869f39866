import type { PersonalDataDeclaration } from '@crescendo/service-kit';
import { recordingsPersonalTables } from '../recordings/recording-erasure.js';

/**
 * What the reports hold about people (issue 31 §1): a student's report cards (their marks and the teacher's
 * comment), a teacher's own comments of the bank, a student's badges and reflections after practice, and who
 * set, wrote, granted or published what. No name is kept:
 * identity answers them when a PDF is made.
 */
export const reportsPersonalTables: PersonalDataDeclaration = {
  report_cards: {
    purpose:
      'Bulletins d’un élève : notes par compétence, commentaire de l’enseignant, régularité de la pratique',
    retention: 'practice-and-grades',
    columns: {
      student_id: 'person',
      updated_by: 'person',
      published_by: 'person',
      mark_create: 'content',
      mark_perform: 'content',
      mark_appreciate: 'content',
      comment: 'content',
      comment_create: 'content',
      comment_perform: 'content',
      comment_appreciate: 'content',
      work: 'content',
    },
    orderBy: ['id'],
  },
  bank_comments: {
    purpose: 'Banque de commentaires : ceux d’un enseignant, et qui a ajouté ceux de l’école',
    retention: 'administration',
    columns: { owner_id: 'person', created_by: 'person', text: 'content' },
    orderBy: ['id'],
  },
  goals: {
    // A goal names no student; its progress is computed when read (homework's days), never stored.
    purpose: 'Objectifs de l’ensemble d’un groupe, et quel enseignant les a fixés',
    retention: 'administration',
    columns: { created_by: 'person' },
    orderBy: ['id'],
  },
  sprints: {
    // A sprint names no student; its progress is computed when read (homework's days), never stored.
    purpose: 'Défis de concert d’un groupe, et quels enseignants les ont lancés ou terminés',
    retention: 'administration',
    columns: { created_by: 'person', ended_by: 'person' },
    orderBy: ['id'],
  },
  badges: {
    purpose: 'Badges accordés à un élève pour une preuve confirmée par son enseignant',
    retention: 'practice-and-grades',
    columns: { student_id: 'person', granted_by: 'person', label: 'content', evidence: 'content' },
    orderBy: ['id'],
  },
  reflections: {
    purpose: 'Réflexions d’un élève après sa pratique : objectif, stratégie, bilan',
    retention: 'practice-and-grades',
    columns: { student_id: 'person', goal: 'content', strategy: 'content', outcome: 'content' },
    orderBy: ['student_id', 'report_id'],
  },
  // Recordings as evidence (issue 29 §2): the student's audio, its comments, who kept it.
  ...recordingsPersonalTables,
  report_card_batches: {
    // The zip itself is a file kept 24 hours (decision 0075); the row says who asked for it and its progress.
    purpose: 'Générations de bulletins d’un groupe ou de l’école : qui les a demandées, leur progression',
    retention: 'administration',
    columns: { requested_by: 'person' },
    orderBy: ['id'],
  },
  terms: {
    purpose: 'Étapes de l’année scolaire, et qui les a réglées',
    retention: 'administration',
    columns: { updated_by: 'person' },
    orderBy: ['id'],
  },
};
