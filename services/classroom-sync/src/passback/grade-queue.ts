/**
 * Frozen (style.md §3): the BullMQ queue of grades written back to Classroom. Renaming it strands the jobs
 * of a running deployment; it changes only with a migration plan.
 */
export const gradeQueueName = 'classroom-grades';

/** One job per grade given: the rest (the grade, what was already sent) is in PostgreSQL (`grade_passbacks`). */
export interface GradeJobData {
  submissionId: string;
  /** The grading event's id: a newer grade of the same submission is another version. */
  version: string;
  /** When it was given: a job that finds an older grade in PostgreSQL ran before its event committed. */
  gradedAt: string;
}

/**
 * One id per grade version (and per resumption after the teacher reconnected): a redelivered event, or the
 * reconciler, adds the same job once.
 */
export function gradeJobId(submissionId: string, version: string, resumes: number): string {
  return `${submissionId}_${version}_${resumes}`;
}

/** 429 and 5xx that outlived the call's own retries: the job again, up to about an hour later. */
export const gradeJobOptions = {
  attempts: 12,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 100_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;
