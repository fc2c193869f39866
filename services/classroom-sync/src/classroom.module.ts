import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import type { Redis } from 'ioredis';
import {
  Db,
  GroupsAccess,
  PersonalData,
  privacyHandlers,
  REDIS,
  SERVICE_CONFIG,
} from '@crescendo/service-kit';
import { AccountEventsConsumers } from './account-events.consumers.js';
import { ClassroomPersonalData } from './privacy/personal-data.js';
import { CLASSROOM_OPTIONS, type ClassroomOptions } from './classroom.options.js';
import type { ClassroomConfig } from './config.js';
import { ConnectionHandlers } from './connection/connection.handlers.js';
import { ConnectionService } from './connection/connection.service.js';
import { OAuthStates } from './connection/oauth-states.js';
import { PendingLinks } from './connection/pending-links.js';
import { googleProviders } from './google/google.providers.js';
import { UnreadableConnections } from './google/unreadable-connections.js';
import { CourseImport } from './import/course-import.js';
import { CourseListings } from './import/course-listings.js';
import { ImportQueue } from './import/import-queue.provider.js';
import { ImportHandlers } from './import/import.handlers.js';
import { ImportService } from './import/import.service.js';
import { ImportStore } from './import/import.store.js';
import { ImportWorker } from './import/import-worker.js';
import { ProgressNotifier } from './import/progress-notifier.js';
import { ProgressPacer } from './import/progress-pacer.js';
import { RosterGroupEventsConsumers } from './resync/group-events.consumers.js';
import { RosterApply } from './resync/roster-apply.js';
import { RosterResync } from './resync/roster-resync.js';
import { RosterResyncHandlers } from './resync/roster-resync.handlers.js';
import { RosterResyncQueue } from './resync/roster-resync-queue.provider.js';
import { RosterResyncService } from './resync/roster-resync.service.js';
import { RosterResyncWorker } from './resync/roster-resync-worker.js';
import { RosterStore } from './resync/roster.store.js';
import { GradeEventsConsumers } from './passback/grade-events.consumers.js';
import { GradePassback } from './passback/grade-passback.js';
import { GradeQueue } from './passback/grade-queue.provider.js';
import { GradeWorker } from './passback/grade-worker.js';
import { PassbackStore } from './passback/passback.store.js';
import { CourseWorkPushService } from './push/course-work-push.service.js';
import { PushHandlers } from './push/push.handlers.js';
import { PushStore } from './push/push.store.js';
import { CalendarEventsConsumers } from './calendar/calendar-events.consumers.js';
import { CalendarHandlers } from './calendar/calendar.handlers.js';
import { CalendarPublisher } from './calendar/calendar-publisher.js';
import { CalendarPublishingService } from './calendar/calendar-publishing.service.js';
import { CalendarQueue } from './calendar/calendar-queue.provider.js';
import { CalendarStore } from './calendar/calendar.store.js';
import { CalendarWorker } from './calendar/calendar-worker.js';
import { CalendarWriter } from './calendar/calendar-writer.js';

/** What both processes hold: Google, the imports' store, the progress sent to browsers. */
function common(options: ClassroomOptions): Provider[] {
  return [
    { provide: CLASSROOM_OPTIONS, useValue: options },
    ...googleProviders,
    { provide: ImportStore, inject: [Db], useFactory: (db: Db) => new ImportStore(db) },
    ProgressNotifier,
    ProgressPacer,
    ...rosterResyncCommon,
    // Coursework push and grade passback (decision 0035).
    { provide: PushStore, inject: [Db], useFactory: (db: Db) => new PushStore(db) },
    { provide: PassbackStore, inject: [Db], useFactory: (db: Db) => new PassbackStore(db) },
    // A group's events in the teacher's Google Calendar (issue 28 §7).
    { provide: CalendarStore, inject: [Db], useFactory: (db: Db) => new CalendarStore(db) },
  ];
}

/** Roster re-sync (decision 0036): the links and waiting changes, their queue, writing through the owners. */
const rosterResyncCommon: Provider[] = [
  { provide: RosterStore, inject: [Db], useFactory: (db: Db) => new RosterStore(db) },
  RosterResyncQueue,
  RosterApply,
];

const redisPrefixed = <T>(make: (redis: Redis, prefix: string) => T) => ({
  inject: [REDIS, SERVICE_CONFIG],
  useFactory: (redis: Redis, config: ClassroomConfig) => make(redis, config.REDIS_PREFIX),
});

/**
 * The API process: connecting Google, listing courses, starting and reading imports, pushing coursework (NATS
 * requests); the events (accounts erased, grades given).
 */
@Module({})
export class ClassroomApiModule {
  static withOptions(options: ClassroomOptions): DynamicModule {
    return {
      module: ClassroomApiModule,
      controllers: [
        ConnectionHandlers,
        ImportHandlers,
        RosterResyncHandlers,
        PushHandlers,
        CalendarHandlers,
        privacyHandlers('classroom-sync'),
      ],
      providers: [
        ...common(options),
        { provide: OAuthStates, ...redisPrefixed((r, p) => new OAuthStates(r, `${p}classroom:oauth:`)) },
        { provide: PendingLinks, ...redisPrefixed((r, p) => new PendingLinks(r, `${p}classroom:oauth:`)) },
        {
          provide: CourseListings,
          ...redisPrefixed((r, p) => new CourseListings(r, `${p}classroom:courses:`)),
        },
        ImportQueue,
        ConnectionService,
        UnreadableConnections,
        ImportService,
        AccountEventsConsumers,
        { provide: PersonalData, useClass: ClassroomPersonalData },
        RosterResyncService,
        GroupsAccess,
        RosterGroupEventsConsumers,
        CourseWorkPushService,
        GradeQueue,
        GradeEventsConsumers,
        CalendarQueue,
        CalendarPublishingService,
        CalendarEventsConsumers,
      ],
    };
  }
}

/**
 * The worker process: the `classroom-import`, `classroom-grades`, `classroom-roster-resync` and `classroom-calendar`
 * jobs (it answers no request).
 */
@Module({})
export class ClassroomWorkerModule {
  static withOptions(options: ClassroomOptions): DynamicModule {
    return {
      module: ClassroomWorkerModule,
      providers: [
        ...common(options),
        CourseImport,
        ImportWorker,
        RosterResync,
        RosterResyncWorker,
        GradePassback,
        GradeWorker,
        CalendarWriter,
        CalendarPublisher,
        CalendarWorker,
      ],
    };
  }
}
