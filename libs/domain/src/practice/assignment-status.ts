import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { schoolTimeZone } from '../school-year.js';

/** Spec §9: an assignment is 'bientôt dû' within 2 days of its due date. */
export const dueSoonDays = 2;

/** Spec §4, an assignment as one student sees it. */
export type StudentAssignmentStatus = 'submitted' | 'late' | 'dueSoon' | 'pending';

/**
 * Submitted when this student has submitted; 'en retard' once due and not submitted; 'bientôt dû' when the
 * due time comes within 2 days — calendar days on the organisation's clock, so 48 hours or 49 across a
 * daylight-saving change; otherwise 'en attente'.
 */
export function studentAssignmentStatus(
  dueAt: Date,
  submitted: boolean,
  now: Date,
  timeZone: string = schoolTimeZone,
): StudentAssignmentStatus {
  if (submitted) return 'submitted';
  if (now.getTime() > dueAt.getTime()) return 'late';
  const soon = addDays(new TZDate(now.getTime(), timeZone), dueSoonDays);
  return dueAt.getTime() <= soon.getTime() ? 'dueSoon' : 'pending';
}

/** Spec §4, the teacher's list: 'En retard' once the due time has passed, otherwise 'Actif'. */
export function assignmentListStatus(dueAt: Date, now: Date): 'late' | 'active' {
  return now.getTime() > dueAt.getTime() ? 'late' : 'active';
}

/** A submission after the due time is allowed, and marked late. */
export function isLateSubmission(submittedAt: Date, dueAt: Date): boolean {
  return submittedAt.getTime() > dueAt.getTime();
}
