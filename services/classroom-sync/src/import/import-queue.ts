import type { JobTrace } from '@crescendo/service-kit';

/**
 * Frozen (style.md §3): the BullMQ queue of Classroom imports. Renaming it strands the jobs of a running
 * deployment; it changes only with a migration plan.
 */
export const importQueueName = 'classroom-import';

/** One job per course of an import; everything else about it is in PostgreSQL (`import_courses`). */
export interface CourseJobData {
  importId: string;
  courseId: string;
  /** The trace of the request that enqueued it, when traces are exported (the worker's span continues it). */
  trace?: JobTrace;
}

/** One id per course of an import: adding it twice (a retry, the reconciler) enqueues it once. */
export function courseJobId(importId: string, courseId: string): string {
  return `${importId}_${courseId}`;
}

/**
 * BullMQ's priority of an import's `position`-th course (0 first): imports started together are taken in turns,
 * their first courses, then their second ones... A teacher who starts an import while another's 200 courses
 * wait is not served after all of them, and no teacher is left alone at the end, bound by their own quota
 * per Google user while the client's stays idle. A course enqueued again by the reconciler has waited
 * longest: position 0. Lower is sooner; BullMQ takes priorities up to 2^21.
 */
export function coursePriority(position: number): number {
  return Math.min(position + 1, 2 ** 21);
}

export const courseJobOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 3600, count: 10_000 },
  removeOnFail: { age: 24 * 3600 },
} as const;
