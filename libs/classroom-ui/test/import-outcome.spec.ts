import type { ClassroomImport } from '@crescendo/contracts';
import { noneSucceededReason } from '../src/import-outcome.js';

type Course = ClassroomImport['courses'][number];

const course = (status: Course['status'], errorKey: string | null = null): Course => ({
  courseId: `course-${Math.random().toString(36).slice(2)}`,
  name: 'MUS212 — Harmonie',
  status,
  groupId: null,
  studentCount: null,
  errorKey,
});

const done = (courses: Course[]): ClassroomImport => ({
  id: '6f1c1a4e-5b1e-4c8e-9d6a-2f1b3c4d5e6f',
  teacherId: '0d6e2c0a-1111-4c8e-9d6a-2f1b3c4d5e6f',
  finished: true,
  total: courses.length,
  processed: courses.length,
  created: courses.filter((c) => c.status === 'created').length,
  updated: courses.filter((c) => c.status === 'updated').length,
  failed: courses.filter((c) => c.status === 'failed').length,
  courses,
  startedAt: '2026-11-26T07:00:00.000Z',
  finishedAt: '2026-11-26T07:00:05.000Z',
});

describe('why an import made no group (the result alert’s last line)', () => {
  it('says nothing when a course became a group', () => {
    expect(
      noneSucceededReason(done([course('created'), course('failed', 'classroom.googlePermissions')])),
    ).toBe(null);
  });

  it('asks to check the Google permissions when Google refused a course', () => {
    expect(
      noneSucceededReason(
        done([
          course('failed', 'classroom.googlePermissions'),
          course('failed', 'classroom.groupCreationFailed'),
        ]),
      ),
    ).toBe('permissions');
  });

  it('asks to try again when only the creation of the groups failed (spec §8)', () => {
    expect(
      noneSucceededReason(done([course('failed', 'classroom.groupCreationFailed'), course('failed')])),
    ).toBe('groupCreation');
  });
});
