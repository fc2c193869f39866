import type { PersonalDataDeclaration } from '@crescendo/service-kit';

/** What homework holds about people (issue 31 §1): students' practice and work, teachers' assignments and grades. */
export const homeworkPersonalTables: PersonalDataDeclaration = {
  practice_reports: {
    purpose: 'Rapports de pratique de l’élève (durée, lieu, contenu, objectifs)',
    retention: 'practice-and-grades',
    columns: { student_id: 'person', location: 'content', content: 'content', next_goals: 'content' },
    orderBy: ['id'],
    purge: { after: 'submitted_at', per: 'student_id' },
  },
  submissions: {
    purpose: 'Devoirs remis, leur note et le commentaire de l’enseignant',
    retention: 'practice-and-grades',
    columns: { student_id: 'person', graded_by: 'person', feedback: 'content' },
    orderBy: ['id'],
    purge: { after: 'submitted_at', per: 'student_id' },
  },
  assignments: {
    purpose: 'Pratiques assignées par l’enseignant',
    retention: 'practice-and-grades',
    columns: { teacher_id: 'person', title: 'content', description: 'content' },
    orderBy: ['id'],
  },
  assignment_students: {
    purpose: 'Élèves à qui une pratique est assignée',
    retention: 'practice-and-grades',
    columns: { student_id: 'person' },
    orderBy: ['assignment_id', 'student_id'],
  },
};
