import { randomUUID } from 'node:crypto';
import type { Actor, Group } from '@crescendo/contracts';
import type { FakeGroupsAccess } from './fake-groups-access.js';

/** The school of a unit test and its people, as the gateway would name them. */
export const organizationId = randomUUID();

export function person(role: 'admin' | 'teacher' | 'student', organization = organizationId): Actor {
  return { userId: randomUUID(), organizationId: organization, roles: [role] };
}

/** A group as groups answers it: lead teacher first, then co-teachers. */
export function groupOf(teachers: Actor[], students: Actor[], organization = organizationId): Group {
  const now = new Date('2026-09-01T12:00:00Z').toISOString();
  return {
    id: randomUUID(),
    name: 'Harmonie 3',
    description: null,
    teacherId: teachers[0]?.userId ?? null,
    teacherIds: teachers.map((teacher) => teacher.userId),
    studentIds: students.map((student) => student.userId),
    viewerCan: ['see'],
    studentCount: students.length,
    organizationId: organization,
    connectionCode: null,
    source: 'manual',
    externalId: null,
    importedAt: null,
    schoolYear: '2026-2027',
    archived: false,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * A unit test's school, known to `access`: a group of a teacher (then `coTeachers`) with a student and a
 * classmate, another group with its own teacher and student, and the school's admin.
 */
export function schoolOf(access: FakeGroupsAccess, coTeachers: Actor[] = []) {
  const teacher = person('teacher');
  const otherTeacher = person('teacher');
  const admin = person('admin');
  const student = person('student');
  const classmate = person('student');
  const group = groupOf([teacher, ...coTeachers], [student, classmate]);
  const otherGroup = groupOf([otherTeacher], [person('student')]);
  access.addGroup(group).addGroup(otherGroup).addAdmin(admin.userId);
  return { teacher, otherTeacher, admin, student, classmate, group, otherGroup };
}
