import { randomUUID } from 'node:crypto';
import type { GroupNeed } from '@crescendo/contracts';
import type { Viewer } from '@crescendo/service-kit';
import { decide, needsMet, relationOf, type GroupOwnership } from '../../src/access.js';

/** The access rule as a table (decision 0045): pure, no I/O, the one place that decides. */
describe('groups access rule', () => {
  const organizationId = randomUUID();
  const lead = randomUUID();
  const coach = randomUUID();
  const pupil = randomUUID();
  const group: GroupOwnership = {
    organizationId,
    teacherId: lead,
    coTeacherIds: [coach],
    studentIds: [pupil],
  };
  const as = (
    kind: 'admin' | 'teacher' | 'student',
    userId = randomUUID(),
    org = organizationId,
  ): Viewer => ({
    kind,
    userId,
    organizationId: org,
  });

  const rows: Array<[string, Viewer, Record<GroupNeed, string>]> = [
    ['an admin of its school', as('admin'), { see: 'granted', teach: 'granted', manage: 'granted' }],
    ['its lead teacher', as('teacher', lead), { see: 'granted', teach: 'granted', manage: 'granted' }],
    ['a co-teacher', as('teacher', coach), { see: 'granted', teach: 'granted', manage: 'forbidden' }],
    [
      'one of its students',
      as('student', pupil),
      { see: 'granted', teach: 'forbidden', manage: 'forbidden' },
    ],
    [
      'another teacher of the school',
      as('teacher'),
      { see: 'not-found', teach: 'not-found', manage: 'not-found' },
    ],
    [
      'another student of the school',
      as('student'),
      { see: 'not-found', teach: 'not-found', manage: 'not-found' },
    ],
    [
      'an admin of another school',
      as('admin', randomUUID(), randomUUID()),
      { see: 'not-found', teach: 'not-found', manage: 'not-found' },
    ],
    [
      'its lead teacher signed in to another school',
      as('teacher', lead, randomUUID()),
      { see: 'not-found', teach: 'not-found', manage: 'not-found' },
    ],
    [
      'someone with no role',
      { kind: 'none', userId: lead },
      { see: 'not-found', teach: 'not-found', manage: 'not-found' },
    ],
  ];

  it.each(rows)('%s', (_who, viewer, expected) => {
    const decided = Object.fromEntries(
      (['see', 'teach', 'manage'] as const).map((need) => [need, decide(viewer, group, need)]),
    );
    expect(decided).toEqual(expected);
  });

  it('names the relation, and the needs each relation meets', () => {
    expect(relationOf(as('teacher', coach), group)).toBe('co-teacher');
    expect(relationOf(as('teacher', lead), group)).toBe('lead-teacher');
    expect(needsMet('co-teacher')).toEqual(['see', 'teach']);
    expect(needsMet('student')).toEqual(['see']);
    expect(needsMet('admin')).toEqual(['see', 'teach', 'manage']);
  });

  it('answers not-found for a group that does not exist', () => {
    expect(decide(as('admin'), null, 'see')).toBe('not-found');
  });
});
