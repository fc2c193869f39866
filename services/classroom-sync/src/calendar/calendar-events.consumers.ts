import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { planningEventSaved } from '@crescendo/contracts';
import { EventConsumers } from '@crescendo/service-kit';
import { CalendarQueue } from './calendar-queue.provider.js';
import { CalendarStore, type WantedEvent } from './calendar.store.js';

/**
 * `evt.planning.event.saved` (durable consumer): each publication on of the event's groups — every one of the
 * school for a whole-school event — wants the new version; one that wrote it before while the event no longer
 * concerns its group wants it gone. The job is added
 * inside the event's transaction (a job that runs before the commit finds an older version and is tried
 * again); Redis away, the worker's reconciler queues it later.
 */
@Injectable()
export class CalendarEventsConsumers implements OnModuleInit {
  private readonly logger = new Logger('CalendarEvents');

  constructor(
    @Inject(EventConsumers) private readonly events: EventConsumers,
    @Inject(CalendarQueue) private readonly queue: CalendarQueue,
  ) {}

  onModuleInit() {
    this.events.on(planningEventSaved, async ({ organizationId, event, occurrences }, { db }) => {
      const store = new CalendarStore(db);
      for (const publication of await store.concerned(organizationId, event.groupIds, event.id)) {
        const concernsGroup = event.groupIds.length === 0 || event.groupIds.includes(publication.group_id);
        const wanted: WantedEvent = concernsGroup ? { event, occurrences } : { removed: true };
        if (!(await store.want(publication.id, event.id, wanted, event.sequence))) continue;
        const job = { publicationId: publication.id, eventId: event.id, sequence: event.sequence };
        await this.queue.add(job).catch((error: unknown) => {
          this.logger.warn(`event ${event.id} not queued for Google Calendar yet: ${String(error)}`);
        });
      }
    });
  }
}
