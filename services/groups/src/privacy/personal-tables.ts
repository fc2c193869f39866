import type { PersonalDataDeclaration } from '@crescendo/service-kit';

/** What groups holds about people (issue 31 §1): who teaches and who belongs to each group. */
export const groupsPersonalTables: PersonalDataDeclaration = {
  groups: {
    purpose: 'Groupes et leur enseignant titulaire',
    retention: 'membership',
    columns: { teacher_id: 'person' },
    orderBy: ['id'],
  },
  group_members: {
    purpose: 'Élèves membres d’un groupe',
    retention: 'membership',
    columns: { student_id: 'person' },
    orderBy: ['group_id', 'student_id'],
  },
  group_teachers: {
    purpose: 'Co-enseignants d’un groupe, et qui les a ajoutés',
    retention: 'membership',
    columns: { teacher_id: 'person', added_by: 'person' },
    orderBy: ['group_id', 'teacher_id'],
  },
};
