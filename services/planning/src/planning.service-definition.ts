import { CreateOutboxAndProcessedEvents1700000000000, type ServiceDefinition } from '@crescendo/service-kit';
import { planningConfigSchema } from './config.js';
import { CreatePlanningTables1770000000001 } from './migrations/1770000000001-create-planning-tables.js';
import { CreateFeedLinks1770000000002 } from './migrations/1770000000002-create-feed-links.js';
import { CreateReminderTables1770000000003 } from './migrations/1770000000003-create-reminder-tables.js';
import { CreateImportedCalendars1770000000004 } from './migrations/1770000000004-create-imported-calendars.js';
import { CreatePushSubscriptions1770000000005 } from './migrations/1770000000005-create-push-subscriptions.js';
import { AddTripDeadlines1770000000006 } from './migrations/1770000000006-add-trip-deadlines.js';
import { ImportedCalendarSources1770000000007 } from './migrations/1770000000007-imported-calendar-sources.js';
import { EventEquipment1770000000008 } from './migrations/1770000000008-event-equipment.js';
import { PlanningModule } from './planning.module.js';
import { defaultPlanningOptions, type PlanningOptions } from './planning.options.js';

export interface PlanningServiceSetup extends Partial<PlanningOptions> {
  /** The PostgreSQL schema; `planning` in every deployment. */
  schema?: string;
}

export function createPlanningService(
  setup: PlanningServiceSetup = {},
): ServiceDefinition<typeof planningConfigSchema> {
  const { schema = 'planning', ...options } = setup;
  return {
    name: 'planning',
    configSchema: planningConfigSchema,
    database: {
      schema,
      entities: [],
      migrations: [
        CreateOutboxAndProcessedEvents1700000000000,
        CreatePlanningTables1770000000001,
        CreateFeedLinks1770000000002,
        CreateReminderTables1770000000003,
        CreateImportedCalendars1770000000004,
        CreatePushSubscriptions1770000000005,
        AddTripDeadlines1770000000006,
        ImportedCalendarSources1770000000007,
        EventEquipment1770000000008,
      ],
    },
    // The reminders' delayed jobs (BullMQ, issue 28 §3).
    usesRedis: true,
    module: () => PlanningModule.withOptions({ ...defaultPlanningOptions, ...options }),
  };
}

/** The department's calendar (issue 28): schema `planning`, subjects `planning.*`. */
export const planningService = createPlanningService();
