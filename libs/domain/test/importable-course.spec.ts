import { courseSchoolYear, isImportableCourse } from '../src/index.js';

describe('importable Classroom courses (spec §9)', () => {
  const now = new Date('2026-10-15T12:00:00Z'); // school year 2026-2027

  it.each([
    [
      'ACTIVE, created this school year',
      { courseState: 'ACTIVE', creationTime: '2026-09-02T13:00:00Z' },
      true,
    ],
    [
      'ACTIVE, created for next school year',
      { courseState: 'ACTIVE', creationTime: '2027-09-01T13:00:00Z' },
      true,
    ],
    [
      'ACTIVE, created in the spring before (last school year)',
      { courseState: 'ACTIVE', creationTime: '2026-05-01T13:00:00Z' },
      false,
    ],
    ['ACTIVE, two school years on', { courseState: 'ACTIVE', creationTime: '2028-09-05T13:00:00Z' }, false],
    ['ARCHIVED this school year', { courseState: 'ARCHIVED', creationTime: '2026-09-02T13:00:00Z' }, false],
    [
      'PROVISIONED this school year',
      { courseState: 'PROVISIONED', creationTime: '2026-09-02T13:00:00Z' },
      false,
    ],
    ['without a creation time', { courseState: 'ACTIVE' }, false],
  ])('%s', (_label, course, expected) => {
    expect(isImportableCourse(course, now)).toBe(expected);
  });

  it('reads 1 September midnight in Toronto as the new school year (UTC is still 1 September 04:00)', () => {
    expect(isImportableCourse({ courseState: 'ACTIVE', creationTime: '2026-09-01T04:30:00Z' }, now)).toBe(
      true,
    );
    expect(isImportableCourse({ courseState: 'ACTIVE', creationTime: '2026-09-01T03:30:00Z' }, now)).toBe(
      false,
    );
  });

  it('gives the group the school year the course was created in', () => {
    expect(courseSchoolYear({ creationTime: '2027-09-01T13:00:00Z' }, now)).toBe('2027-2028');
    expect(courseSchoolYear({ creationTime: '2026-09-02T13:00:00Z' }, now)).toBe('2026-2027');
  });
});
