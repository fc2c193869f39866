import { Module, type DynamicModule } from '@nestjs/common';
import { GroupsAccess, PersonalData, privacyHandlers } from '@crescendo/service-kit';
import { CalendarRefresh } from './calendar-refresh.js';
import { DemoImportedCalendarLoader } from './demo/demo-imported-calendar.js';
import { DemoPlanningLoader } from './demo/demo-planning.js';
import { ErasureConsumers } from './erasure.consumers.js';
import { EVENT_STORE, eventStore } from './event.store.js';
import { EventsService } from './events.service.js';
import { FEED_STORE, feedStore } from './feed.store.js';
import { FeedsService } from './feeds.service.js';
import { IMPORTED_CALENDAR_STORE, importedCalendarStore } from './imported-calendar.store.js';
import { ImportsHandlers } from './imports.handlers.js';
import { ImportsService } from './imports.service.js';
import { PlanningHandlers } from './planning.handlers.js';
import { PLANNING_OPTIONS, type PlanningOptions } from './planning.options.js';
import { PlanningPersonalData } from './privacy/personal-data.js';
import { PushSubscriptionsHandlers } from './reminders/push-subscriptions.handlers.js';
import { reminderProviders } from './reminders/reminder.providers.js';
import { TripConsentsHandlers } from './trip-consents.handlers.js';
import { TripConsentsService } from './trip-consents.service.js';
import { TripCancellation } from './trip-cancellation.js';
import { TripChargesHandlers } from './trip-charges.handlers.js';
import { TripChargesService } from './trip-charges.service.js';
import { TripLedger } from './trip-ledger.js';
import { TripStudents } from './trip-students.js';
import { EquipmentReservations } from './equipment/equipment-reservations.js';
import { EventEquipmentHandlers } from './equipment/event-equipment.handlers.js';
import { EventEquipmentService } from './equipment/event-equipment.service.js';

@Module({})
export class PlanningModule {
  static withOptions(options: PlanningOptions): DynamicModule {
    return {
      module: PlanningModule,
      controllers: [
        PlanningHandlers,
        ImportsHandlers,
        PushSubscriptionsHandlers,
        TripConsentsHandlers,
        TripChargesHandlers,
        EventEquipmentHandlers,
        privacyHandlers('planning'),
      ],
      providers: [
        { provide: PLANNING_OPTIONS, useValue: options },
        GroupsAccess,
        // The stores the services inject (decision 0047, "Stores injected"): a unit test hands fakes instead.
        { provide: EVENT_STORE, useValue: eventStore },
        { provide: FEED_STORE, useValue: feedStore },
        { provide: IMPORTED_CALENDAR_STORE, useValue: importedCalendarStore },
        EventsService,
        FeedsService,
        ImportsService,
        CalendarRefresh,
        TripConsentsService,
        TripChargesService,
        TripCancellation,
        TripLedger,
        TripStudents,
        EquipmentReservations,
        EventEquipmentService,
        ErasureConsumers,
        { provide: PersonalData, useClass: PlanningPersonalData },
        // Reminders (issue 28 §3): the queue and its worker, the mailer, the web push, 'Rappels'.
        ...reminderProviders,
        DemoPlanningLoader,
        DemoImportedCalendarLoader,
      ],
    };
  }
}
