import type { ReminderKind } from '@crescendo/contracts';

/** The queue of the planning's reminders (BullMQ on Redis, under the deployment's prefix). */
export const reminderQueueName = 'planning-reminders';

/** A reminder of one occurrence, due at `dueAt` (checked again when it runs: a moved event's job is stale). */
export interface OccurrenceReminderJob {
  kind: ReminderKind;
  organizationId: string;
  eventId: string;
  /** The occurrence's day in the school's time zone. */
  day: string;
  dueAt: string;
}

/** 'Annulé': told once to the people the event concerns. */
export interface CancellationJob {
  kind: 'cancelled';
  organizationId: string;
  eventId: string;
}

export type ReminderJob = OccurrenceReminderJob | CancellationJob;

/**
 * Derived from the occurrence and the kind, so that scheduling again replaces rather than duplicates (BullMQ
 * keeps one job per id); ':' is BullMQ's own separator, hence '_'.
 */
export const reminderJobId = (eventId: string, day: string, kind: ReminderKind) =>
  `${eventId}_${day}_${kind}`;
export const cancellationJobId = (eventId: string) => `${eventId}_cancelled`;

/** A failure (groups, identity or the mail server away) is tried again three times, 30 s, 60 s, 120 s apart. */
export const reminderJobOptions = {
  attempts: 4,
  backoff: { type: 'exponential', delay: 30_000 },
  removeOnComplete: { age: 7 * 24 * 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
} as const;
