import type { Assignment } from '@crescendo/contracts';
import { courseWorkBody } from '../../src/push/course-work-body.js';

const assignment = (dueAt: string, wholeGroup = true) =>
  ({ title: 'Étude', description: 'Lentement', dueAt, wholeGroup }) as Assignment;

describe('the coursework body (spec §7)', () => {
  it('says the due date and time in UTC, as Classroom reads them, across the time change', () => {
    // 17:00 in Toronto: 22:00 UTC in winter (EST), 21:00 in summer (EDT); 21:30 on 31 December is the next day in UTC.
    expect(courseWorkBody(assignment('2026-01-15T22:00:00.000Z'), null)).toMatchObject({
      dueDate: { year: 2026, month: 1, day: 15 },
      dueTime: { hours: 22, minutes: 0 },
    });
    expect(courseWorkBody(assignment('2026-06-15T21:00:00.000Z'), null)).toMatchObject({
      dueDate: { year: 2026, month: 6, day: 15 },
      dueTime: { hours: 21, minutes: 0 },
    });
    expect(courseWorkBody(assignment('2027-01-01T02:30:00.000Z'), null)).toMatchObject({
      dueDate: { year: 2027, month: 1, day: 1 },
      dueTime: { hours: 2, minutes: 30 },
    });
  });

  it('is published, an assignment out of 100, for every student or the chosen ones', () => {
    expect(courseWorkBody(assignment('2026-01-15T22:00:00.000Z'), null)).toEqual({
      title: 'Étude',
      description: 'Lentement',
      state: 'PUBLISHED',
      workType: 'ASSIGNMENT',
      assigneeMode: 'ALL_STUDENTS',
      submissionModificationMode: 'MODIFIABLE_UNTIL_TURNED_IN',
      dueDate: { year: 2026, month: 1, day: 15 },
      dueTime: { hours: 22, minutes: 0 },
      maxPoints: 100,
    });
    expect(courseWorkBody(assignment('2026-01-15T22:00:00.000Z', false), ['111', '222'])).toMatchObject({
      assigneeMode: 'INDIVIDUAL_STUDENTS',
      individualStudentsOptions: { studentIds: ['111', '222'] },
    });
  });
});
