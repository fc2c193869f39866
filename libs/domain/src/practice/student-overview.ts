/** Spec §2, the student's side panel: total practices, assigned exercises, completed, pending, total time. */
export interface StudentPracticeOverview {
  totalPractices: number;
  assignedExercises: number;
  /** Submitted, on time or late. */
  completed: number;
  /** Assigned and not submitted yet, late ones included. */
  pending: number;
  /** Minutes of every practice. */
  totalMinutes: number;
}

/**
 * From the student's totals of all time and their assignments' counts (assigned to them, submitted by
 * them), both counted by the homework service over every assignment, not from a page of them.
 */
export function studentPracticeOverview(
  practice: { reports: number; minutes: number },
  assignments: { expected: number; submitted: number },
): StudentPracticeOverview {
  return {
    totalPractices: practice.reports,
    assignedExercises: assignments.expected,
    completed: assignments.submitted,
    pending: assignments.expected - assignments.submitted,
    totalMinutes: practice.minutes,
  };
}

/** A duration as hours and minutes: 135 → { hours: 2, minutes: 15 } ('2 h 15 min'). */
export function hoursAndMinutes(totalMinutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
