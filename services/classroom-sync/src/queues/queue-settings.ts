import type { ClassroomConfig } from '../config.js';

/** How one queue's consumer runs. */
export interface QueueSettings {
  /** Jobs one worker process runs at once. */
  concurrency: number;
  /** A job's lock: a worker killed mid-job leaves it to another this long after its last renewal. */
  lockMs: number;
  /** The reconciler's period, and how soon a consumer that stopped fetching is started again. */
  reconcileMs: number;
}

export type QueueSettingsByQueue = Record<'import' | 'passback' | 'resync' | 'calendar', QueueSettings>;

/** Each queue's settings from its own variables (`IMPORT_*`, `PASSBACK_*`, `ROSTER_RESYNC_*`, `CALENDAR_*`). */
export function queueSettings(config: ClassroomConfig): QueueSettingsByQueue {
  return {
    import: {
      concurrency: config.IMPORT_CONCURRENCY,
      lockMs: config.IMPORT_LOCK_MS,
      reconcileMs: config.IMPORT_RECONCILE_MS,
    },
    passback: {
      concurrency: config.PASSBACK_CONCURRENCY,
      lockMs: config.PASSBACK_LOCK_MS,
      reconcileMs: config.PASSBACK_RECONCILE_MS,
    },
    resync: {
      concurrency: config.ROSTER_RESYNC_CONCURRENCY,
      lockMs: config.ROSTER_RESYNC_LOCK_MS,
      reconcileMs: config.ROSTER_RESYNC_RECONCILE_MS,
    },
    calendar: {
      concurrency: config.CALENDAR_CONCURRENCY,
      lockMs: config.CALENDAR_LOCK_MS,
      reconcileMs: config.CALENDAR_RECONCILE_MS,
    },
  };
}
