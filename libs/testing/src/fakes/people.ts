import { randomUUID } from 'node:crypto';
import type { Actor, Group } from '@crescendo/contracts';

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
