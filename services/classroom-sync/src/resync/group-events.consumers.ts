import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { groupDeleted } from '@crescendo/contracts';
import { EventConsumers } from '@crescendo/service-kit';
import { CalendarStore } from '../calendar/calendar.store.js';
import { RosterStore } from './roster.store.js';

/**
 * A group deleted: its link to the course goes, and the change that waited with it (decision 0036); its Google
 * Calendar publications stop and are forgotten (nothing is removed from Google, issue 28 §7).
 */
@Injectable()
export class RosterGroupEventsConsumers implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly events: EventConsumers,
    @Inject(RosterStore) private readonly store: RosterStore,
    @Inject(CalendarStore) private readonly calendars: CalendarStore,
  ) {}

  onModuleInit() {
    this.events.on(groupDeleted, async ({ groupId }) => {
      await this.store.removeGroup(groupId);
      await this.calendars.removeGroup(groupId);
    });
  }
}
