import type { Queue } from 'bullmq';

/**
 * Frozen (style.md §3): the BullMQ queue of events written to teachers' Google Calendars (issue 28 §7).
 * Renaming it strands the jobs of a running deployment; it changes only with a migration plan.
 */
export const calendarQueueName = 'classroom-calendar';

/** One event's version for one publication; what to write is in PostgreSQL (`calendar_event_links`). */
export interface CalendarJobData {
  publicationId: string;
  eventId: string;
  /** The planning's `sequence` wanted: an older job finds a newer version and leaves it to its own job. */
  sequence: number;
}

export const calendarJobId = (job: CalendarJobData) => `${job.publicationId}_${job.eventId}_${job.sequence}`;

/** 429 and 5xx that outlived the call's own retries: the job again, up to about an hour later. */
export const calendarJobOptions = {
  attempts: 12,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 100_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;

/**
 * Queued once per version: a job waiting, delayed or running is left alone; one finished (sent, or stopped on
 * a problem since solved) or failed for good is replaced, so that 'Publier' again and the reconciler resume it.
 */
export async function enqueueCalendarJob(
  queue: Queue<CalendarJobData>,
  data: CalendarJobData,
): Promise<void> {
  const jobId = calendarJobId(data);
  const existing = await queue.getJob(jobId);
  if (existing) {
    const state = await existing.getState();
    if (state !== 'completed' && state !== 'failed') return;
    await existing.remove();
  }
  await queue.add('event', data, { ...calendarJobOptions, jobId });
}
