import { assignmentListStatus, instantAt, isLateSubmission, studentAssignmentStatus } from '../src/index.js';

describe('an assignment as a student sees it (spec §4)', () => {
  const dueAt = instantAt('2026-11-25', '17:00');

  it('is submitted once they submitted, late or not', () => {
    expect(studentAssignmentStatus(dueAt, true, new Date('2026-11-30T12:00:00Z'))).toBe('submitted');
  });

  it('is late (en retard) past the due time without a submission', () => {
    expect(studentAssignmentStatus(dueAt, false, instantAt('2026-11-25', '17:01'))).toBe('late');
  });

  it('is due soon (bientôt dû) within 2 days, else pending (en attente)', () => {
    expect(studentAssignmentStatus(dueAt, false, instantAt('2026-11-23', '17:00'))).toBe('dueSoon');
    expect(studentAssignmentStatus(dueAt, false, instantAt('2026-11-23', '16:59'))).toBe('pending');
    expect(studentAssignmentStatus(dueAt, false, instantAt('2026-11-25', '17:00'))).toBe('dueSoon');
  });

  it('counts the 2 days on the organisation’s clock across the end of daylight saving', () => {
    // Due Monday 2 November at 09:00 EST; on Saturday 31 October at 09:00 EDT it is 49 hours away,
    // yet 2 calendar days: due soon. A minute earlier it is not.
    const monday = instantAt('2026-11-02', '09:00');
    expect(monday.getTime() - instantAt('2026-10-31', '09:00').getTime()).toBe(49 * 3_600_000);
    expect(studentAssignmentStatus(monday, false, instantAt('2026-10-31', '09:00'))).toBe('dueSoon');
    expect(studentAssignmentStatus(monday, false, instantAt('2026-10-31', '08:59'))).toBe('pending');
  });
});

describe('the teacher’s list and late submissions', () => {
  const dueAt = instantAt('2026-11-25', '17:00');

  it('is En retard once due, else Actif', () => {
    expect(assignmentListStatus(dueAt, instantAt('2026-11-25', '17:00'))).toBe('active');
    expect(assignmentListStatus(dueAt, instantAt('2026-11-25', '17:01'))).toBe('late');
  });

  it('marks a submission after the due time late', () => {
    expect(isLateSubmission(instantAt('2026-11-25', '17:01'), dueAt)).toBe(true);
    expect(isLateSubmission(instantAt('2026-11-25', '16:59'), dueAt)).toBe(false);
  });
});
