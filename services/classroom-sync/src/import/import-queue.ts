/**
 * Frozen (style.md §3): the BullMQ queue of Classroom imports. Renaming it strands the jobs of a running
 * deployment; it changes only with a migration plan.
 */
export const importQueueName = 'classroom-import';

/** One job per course of an import; everything else about it is in PostgreSQL (`import_courses`). */
export interface CourseJobData {
  importId: string;
  courseId: string;
}

/** One id per course of an import: adding it twice (a retry, the reconciler) enqueues it once. */
export function courseJobId(importId: string, courseId: string): string {
  return `${importId}_${courseId}`;
}

/** BullMQ keys live under the deployment's Redis prefix, like everything else of ours. */
export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}bull`;
}

export const courseJobOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 3600, count: 10_000 },
  removeOnFail: { age: 24 * 3600 },
} as const;
