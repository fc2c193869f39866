import { Controller, Inject } from '@nestjs/common';
import {
  getCalendarPublication,
  publishCalendar,
  stopCalendarPublication,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { CalendarPublishingService } from './calendar-publishing.service.js';

/** A group's events in the teacher's Google Calendar (issue 28 §7). */
@Controller()
export class CalendarHandlers {
  constructor(@Inject(CalendarPublishingService) private readonly publishing: CalendarPublishingService) {}

  @Handles(getCalendarPublication)
  get(payload: PayloadOf<typeof getCalendarPublication>, actor: Actor | null) {
    return this.publishing.get(actor, payload.groupId);
  }

  @Handles(publishCalendar)
  publish(payload: PayloadOf<typeof publishCalendar>, actor: Actor | null) {
    return this.publishing.publish(actor, payload.groupId);
  }

  @Handles(stopCalendarPublication)
  stop(payload: PayloadOf<typeof stopCalendarPublication>, actor: Actor | null) {
    return this.publishing.stop(actor, payload.groupId);
  }
}
