import { CreateOutboxAndProcessedEvents1700000000000, type ServiceDefinition } from '@crescendo/service-kit';
import { ClassroomApiModule, ClassroomWorkerModule } from './classroom.module.js';
import { defaultClassroomOptions, type ClassroomOptions } from './classroom.options.js';
import { classroomConfigSchema } from './config.js';
import { CreateClassroomTables1740000000001 } from './migrations/1740000000001-create-classroom-tables.js';
import { CreatePushTables1740000000002 } from './migrations/1740000000002-create-push-tables.js';
import { CreateRosterResyncTables1740000000003 } from './migrations/1740000000003-create-roster-resync-tables.js';
import { CreateCalendarTables1740000000004 } from './migrations/1740000000004-create-calendar-tables.js';
import { CalendarDeletedProblem1740000000005 } from './migrations/1740000000005-calendar-deleted-problem.js';

export interface ClassroomServiceSetup extends Partial<ClassroomOptions> {
  /** The PostgreSQL schema; `classroom_sync` in every deployment. */
  schema?: string;
  /** `api` answers requests (main.ts); `worker` runs the import jobs (worker.ts). */
  role?: 'api' | 'worker';
}

export function createClassroomService(
  setup: ClassroomServiceSetup = {},
): ServiceDefinition<typeof classroomConfigSchema> {
  const { schema = 'classroom_sync', role = 'api', ...options } = setup;
  const withOptions = { ...defaultClassroomOptions, ...options };
  return {
    // Both processes are one NATS user and one schema: the worker is the same service, scaled apart.
    name: 'classroom-sync',
    configSchema: classroomConfigSchema,
    database: {
      schema,
      entities: [],
      migrations: [
        CreateOutboxAndProcessedEvents1700000000000,
        CreateClassroomTables1740000000001,
        CreatePushTables1740000000002,
        CreateRosterResyncTables1740000000003,
        CreateCalendarTables1740000000004,
        CalendarDeletedProblem1740000000005,
      ],
    },
    usesRedis: true,
    module: () =>
      role === 'api'
        ? ClassroomApiModule.withOptions(withOptions)
        : ClassroomWorkerModule.withOptions(withOptions),
  };
}

/** Google Classroom (spec §4, §7): connections, imports; schema `classroom_sync`, subjects `classroom-sync.*`. */
export const classroomService = createClassroomService();
/** The `classroom-import` queue's workers: a process of its own (npm start, compose, k8s). */
export const classroomWorker = createClassroomService({ role: 'worker' });
