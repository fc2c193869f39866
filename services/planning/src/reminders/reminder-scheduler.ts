import { Inject, Injectable } from '@nestjs/common';
import { reminderKinds } from '@crescendo/contracts';
import { remindersAhead } from '@crescendo/domain';
import type { OccurrenceTimes } from '../occurrences.js';
import { PLANNING_OPTIONS, type PlanningOptions } from '../planning.options.js';
import { cancellationJobId, reminderJobId, reminderJobOptions } from './reminder-jobs.js';
import { ReminderQueue } from './reminder-queue.js';

/**
 * The reminders of each occurrence as BullMQ delayed jobs (issue 28 §3), their ids derived from the occurrence
 * and the kind: an edit removes the jobs of the days the event had and adds those of its days now (so a moved
 * event's reminders move, none is duplicated); a cancellation removes them and adds the one 'Annulé' job; a
 * deletion removes them. A job also checks its occurrence again when it runs, so one that could not be removed
 * (running at that moment) says nothing.
 */
@Injectable()
export class ReminderScheduler {
  constructor(
    @Inject(ReminderQueue) private readonly reminders: ReminderQueue,
    @Inject(PLANNING_OPTIONS) private readonly options: PlanningOptions,
  ) {}

  /** The event's reminders from now on: those of `previousDays` removed, those of `occurrences` added. */
  async schedule(
    organizationId: string,
    eventId: string,
    previousDays: string[],
    occurrences: OccurrenceTimes[],
  ): Promise<void> {
    await this.forget(previousDays.map((day) => ({ eventId, day })));
    const now = this.options.now();
    const ahead = remindersAhead(occurrences, now, this.options.timeZone);
    if (ahead.length === 0) return;
    await this.reminders.queue.addBulk(
      ahead.map(({ index, when, dueAt }) => {
        const day = occurrences[index]!.day;
        return {
          name: when,
          data: { kind: when, organizationId, eventId, day, dueAt: dueAt.toISOString() },
          opts: {
            ...reminderJobOptions,
            jobId: reminderJobId(eventId, day, when),
            delay: dueAt.getTime() - now.getTime(),
          },
        };
      }),
    );
  }

  /** 'Annuler l'événement': its reminders go, one 'Annulé' job comes (its id: at most one per event). */
  async cancel(organizationId: string, eventId: string, days: string[]): Promise<void> {
    await this.forget(days.map((day) => ({ eventId, day })));
    await this.reminders.queue.add(
      'cancelled',
      { kind: 'cancelled', organizationId, eventId },
      { ...reminderJobOptions, jobId: cancellationJobId(eventId) },
    );
  }

  /** The reminders of these occurrences removed (an event deleted, or before scheduling its days again). */
  async forget(occurrences: Array<{ eventId: string; day: string }>): Promise<void> {
    await Promise.all(
      occurrences.flatMap(({ eventId, day }) =>
        reminderKinds.map((kind) => this.reminders.queue.remove(reminderJobId(eventId, day, kind))),
      ),
    );
  }
}
