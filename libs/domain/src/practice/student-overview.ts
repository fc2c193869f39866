import type { StudentAssignmentStatus } from './assignment-status.js';

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

/** From the student's totals of all time (summed by the homework service) and their assignments' statuses. */
export function studentPracticeOverview(
  practice: { reports: number; minutes: number },
  assignmentStatuses: ReadonlyArray<StudentAssignmentStatus>,
): StudentPracticeOverview {
  const completed = assignmentStatuses.filter((status) => status === 'submitted').length;
  return {
    totalPractices: practice.reports,
    assignedExercises: assignmentStatuses.length,
    completed,
    pending: assignmentStatuses.length - completed,
    totalMinutes: practice.minutes,
  };
}

/** A duration as hours and minutes: 135 → { hours: 2, minutes: 15 } ('2 h 15 min'). */
export function hoursAndMinutes(totalMinutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
