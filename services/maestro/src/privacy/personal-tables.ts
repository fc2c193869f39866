import type { PersonalDataDeclaration } from '@crescendo/service-kit';

/**
 * What Maestro IA holds about people (issue 30 §4, issue 31 §1): the drafts about a student, who asked and
 * who approved them, and the log of every request (who asked, who approved; the output names nobody, it
 * holds the stand-ins sent to the model). Both are kept 1 year by default ('ai-log').
 */
export const maestroPersonalTables: PersonalDataDeclaration = {
  drafts: {
    purpose: 'Brouillons de Maestro IA sur un élève (bilan), qui les a demandés et approuvés',
    retention: 'ai-log',
    columns: {
      student_id: 'person',
      created_by: 'person',
      approved_by: 'person',
      approved_by_name: 'name',
      sentences: 'content',
    },
    orderBy: ['id'],
    purge: { after: 'created_at' },
  },
  comment_drafts: {
    purpose:
      'Brouillons de commentaires de bulletin de Maestro IA sur un élève, qui les a demandés et approuvés',
    retention: 'ai-log',
    columns: {
      student_id: 'person',
      created_by: 'person',
      approved_by: 'person',
      approved_by_name: 'name',
      text: 'content',
    },
    orderBy: ['id'],
    purge: { after: 'created_at' },
  },
  lesson_ideas: {
    purpose: 'Idées de cours de Maestro IA pour un groupe : qui les a demandées et gardées',
    retention: 'ai-log',
    columns: {
      created_by: 'person',
      kept_by: 'person',
      kept_by_name: 'name',
    },
    orderBy: ['id'],
    purge: { after: 'created_at' },
  },
  practice_plans: {
    purpose:
      'Plans de pratique de Maestro IA demandés par un élève : sa difficulté, ses séances, qui les a gardés',
    retention: 'ai-log',
    columns: {
      student_id: 'person',
      difficulty: 'content',
      sessions: 'content',
      kept_by: 'person',
      kept_by_name: 'name',
    },
    orderBy: ['id'],
    purge: { after: 'created_at' },
  },
  requests: {
    purpose:
      'Journal des demandes à Maestro IA : qui, quand, quelle fonction, quel modèle, la réponse, l’approbation',
    retention: 'ai-log',
    columns: { user_id: 'person', approved_by: 'person', output: 'content' },
    orderBy: ['id'],
    purge: { after: 'asked_at' },
  },
  user_daily_requests: {
    purpose: 'Nombre de demandes à Maestro IA d’une personne par jour (sa limite quotidienne)',
    retention: 'ai-log',
    columns: { user_id: 'person' },
    orderBy: ['user_id', 'organization_id', 'day'],
    purge: { after: 'day' },
  },
};
