/**
 * Frozen (style.md §3): the BullMQ queue of roster re-syncs and its job scheduler's id. Renaming either
 * strands a running deployment's jobs (or leaves a second schedule); they change only with a migration plan.
 */
export const rosterResyncQueueName = 'classroom-roster-resync';
/** One schedule per deployment (its Redis prefix): every worker upserts this id, so it exists once. */
export const rosterResyncSchedulerId = 'roster-resync';

/** `sweep`: the schedule's tick, which enqueues a `group` job per linked group. */
export type RosterJobData = { kind: 'sweep' } | { kind: 'group'; groupId: string };

/** One job per group while it waits or runs: the schedule and 'Resynchroniser' meet on it. */
export function groupJobId(groupId: string): string {
  return `group_${groupId}`;
}

export const groupJobOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 5000 },
  // Gone once done, so that the next tick (or click) can add the same id again; PostgreSQL keeps the state.
  removeOnComplete: true,
  removeOnFail: true,
} as const;
