import type { PersonalDataDeclaration } from '@crescendo/service-kit';

/**
 * What classroom-sync holds about people (issue 31 §1): the Google connection of a teacher, the rosters and
 * imports it followed, the grades it sent back and who pushed what to Google Classroom.
 */
export const classroomPersonalTables: PersonalDataDeclaration = {
  google_connections: {
    purpose: 'Connexion Google Classroom de l’enseignant (jetons scellés)',
    retention: 'external-links',
    columns: {
      user_id: 'person',
      google_subject: 'contact',
      google_email: 'email',
      refresh_token_sealed: 'secret',
      access_token_sealed: 'secret',
    },
    orderBy: ['user_id'],
  },
  course_students: {
    purpose: 'Élèves d’un cours Google Classroom importé',
    retention: 'external-links',
    columns: { user_id: 'person', google_user_id: 'contact' },
    orderBy: ['course_id', 'user_id'],
  },
  imports: {
    purpose: 'Importations de cours Google Classroom, et qui les a lancées',
    retention: 'external-links',
    columns: { started_by: 'person', teacher_id: 'person' },
    orderBy: ['id'],
  },
  grade_passbacks: {
    purpose: 'Notes renvoyées vers Google Classroom',
    retention: 'practice-and-grades',
    columns: { student_id: 'person' },
    orderBy: ['submission_id'],
    purge: { after: 'graded_at', per: 'student_id' },
  },
  pushed_course_work: {
    purpose: 'Pratiques envoyées vers Google Classroom, et qui les a envoyées',
    retention: 'external-links',
    columns: { pushed_by: 'person' },
    orderBy: ['assignment_id'],
  },
  roster_links: {
    purpose: 'Liens entre un groupe et son cours Google, et le compte Google qui le suit',
    retention: 'external-links',
    columns: { google_user_id: 'person' },
    orderBy: ['group_id'],
  },
  roster_changes: {
    purpose: 'Arrivées et départs d’élèves trouvés dans un cours Google, en attente de l’enseignant',
    retention: 'external-links',
    columns: { joins: 'content', leaves: 'content' },
    orderBy: ['group_id'],
  },
  calendar_publications: {
    purpose: 'Événements d’un groupe publiés dans le Google Agenda d’un enseignant',
    retention: 'external-links',
    columns: { user_id: 'person' },
    orderBy: ['id'],
  },
};
