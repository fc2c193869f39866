import {
  getClassroomImport,
  listClassroomCourses,
  startClassroomImport,
  type ClassroomImport,
} from '@crescendo/contracts';
import { eventually } from '@crescendo/testing';
import { people, startClassroom, type ClassroomHarness } from './classroom-harness.js';
import { teacherCourses } from './course-fixtures.js';

/**
 * Imports started together share the workers in turns (BullMQ priorities by a course's place in its import):
 * the second teacher's first course does not wait behind all of the first teacher's.
 */
describe('imports started together are taken in turns', () => {
  let h: ClassroomHarness;

  beforeAll(async () => {
    h = await startClassroom({
      workers: 1,
      accounts: [
        {
          email: 'marie@ecole.test',
          givenName: 'Marie',
          familyName: 'L',
          courses: teacherCourses('marie', 4),
        },
        {
          email: 'alice@ecole.test',
          givenName: 'Alice',
          familyName: 'T',
          courses: teacherCourses('alice', 4),
        },
      ],
      // One course at a time: the order the worker takes them in is the order Google is called in.
      env: { IMPORT_CONCURRENCY: '1' },
    });
    await h.connectGoogle(people.teacher, 'marie@ecole.test');
    await h.connectGoogle(people.admin, 'alice@ecole.test');
  }, 90_000);
  afterAll(() => h?.close());

  it('takes the first course of each, then the second of each, and so on', async () => {
    const owners = [people.teacher, people.admin];
    const listed = await Promise.all(owners.map((who) => h.ok(listClassroomCourses, {}, who)));
    const ownerOf = new Map(listed.flatMap((list, i) => list.courses.map((course) => [course.id, i])));
    h.google.control.clearRequests();
    const imports: ClassroomImport[] = [];
    // One after the other: the first teacher's four courses are all queued before the second's.
    for (const [i, who] of owners.entries()) {
      const courseIds = listed[i]!.courses.map((course) => course.id);
      imports.push(await h.ok(startClassroomImport, { courseIds }, who));
    }
    for (const [i, who] of owners.entries()) {
      await eventually(
        () => h.ok(getClassroomImport, { importId: imports[i]!.id }, who),
        (progress) => progress.finished,
        30_000,
      );
    }
    const order = h.google.control
      .requests({ path: '/v1/courses/*/students' })
      .map((call) => ownerOf.get(call.path.split('/')[3]!));
    // The worker may have taken the first teacher's first course before the second import was queued.
    expect(order.slice(1, 7).join('')).toMatch(/^(10){3}$|^(01){3}$/);
    expect(order.filter((owner) => owner === 0)).toHaveLength(4);
    expect(order.filter((owner) => owner === 1)).toHaveLength(4);
  });
});
