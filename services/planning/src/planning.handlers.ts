import { Controller, Inject } from '@nestjs/common';
import {
  addEvent,
  cancelEvent,
  createFeed,
  findPlanningConflicts,
  getReminderSettings,
  listGroupEvents,
  listOccurrences,
  saveReminderSettings,
  renderFeed,
  updateEvent,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { EventsService } from './events.service.js';
import { FeedsService } from './feeds.service.js';
import { ReminderSettingsService } from './reminders/reminder-settings.service.js';

/** Request/reply of the planning: validated by the contract (in @Handles), decided in the service. */
@Controller()
export class PlanningHandlers {
  constructor(
    @Inject(EventsService) private readonly events: EventsService,
    @Inject(FeedsService) private readonly feeds: FeedsService,
    @Inject(ReminderSettingsService) private readonly reminderSettings: ReminderSettingsService,
  ) {}

  @Handles(listOccurrences)
  list(payload: PayloadOf<typeof listOccurrences>, actor: Actor | null) {
    return this.events.list(actor, payload);
  }

  @Handles(listGroupEvents)
  groupEvents(payload: PayloadOf<typeof listGroupEvents>, actor: Actor | null) {
    return this.events.groupEvents(actor, payload);
  }

  @Handles(addEvent)
  add(payload: PayloadOf<typeof addEvent>, actor: Actor | null) {
    return this.events.add(actor, payload);
  }

  @Handles(updateEvent)
  update(payload: PayloadOf<typeof updateEvent>, actor: Actor | null) {
    return this.events.update(actor, payload);
  }

  @Handles(findPlanningConflicts)
  conflicts(payload: PayloadOf<typeof findPlanningConflicts>, actor: Actor | null) {
    return this.events.conflicts(actor, payload);
  }

  @Handles(cancelEvent)
  cancel(payload: PayloadOf<typeof cancelEvent>, actor: Actor | null) {
    return this.events.cancel(actor, payload.eventId);
  }

  @Handles(createFeed)
  createFeed(_payload: PayloadOf<typeof createFeed>, actor: Actor | null) {
    return this.feeds.create(actor);
  }

  /** Public: the token alone authenticates (the gateway's route sends it with no actor). */
  @Handles(renderFeed)
  renderFeed(payload: PayloadOf<typeof renderFeed>) {
    return this.feeds.render(payload.token);
  }

  /** The actor's own 'Rappels' (issue 28 §3). */
  @Handles(getReminderSettings)
  getReminderSettings(_payload: PayloadOf<typeof getReminderSettings>, actor: Actor | null) {
    return this.reminderSettings.get(actor);
  }

  @Handles(saveReminderSettings)
  saveReminderSettings(payload: PayloadOf<typeof saveReminderSettings>, actor: Actor | null) {
    return this.reminderSettings.save(actor, payload);
  }
}
