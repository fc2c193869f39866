import { CreateOutboxAndProcessedEvents1700000000000, type ServiceDefinition } from '@crescendo/service-kit';
import { homeworkConfigSchema } from './config.js';
import { HomeworkModule } from './homework.module.js';
import { defaultHomeworkOptions, type HomeworkOptions } from './homework.options.js';
import { CreateHomeworkTables1730000000001 } from './migrations/1730000000001-create-homework-tables.js';
import { PracticeReportPeriodIndexes1730000000002 } from './migrations/1730000000002-practice-report-period-indexes.js';
import { PracticeReportClientIds1730000000003 } from './migrations/1730000000003-practice-report-client-ids.js';
import { SchoolWeekIndexes1730000000004 } from './migrations/1730000000004-school-week-indexes.js';

export interface HomeworkServiceSetup extends Partial<HomeworkOptions> {
  /** The PostgreSQL schema; `homework` in every deployment. */
  schema?: string;
}

export function createHomeworkService(
  setup: HomeworkServiceSetup = {},
): ServiceDefinition<typeof homeworkConfigSchema> {
  const { schema = 'homework', ...options } = setup;
  return {
    name: 'homework',
    configSchema: homeworkConfigSchema,
    database: {
      schema,
      entities: [],
      migrations: [
        CreateOutboxAndProcessedEvents1700000000000,
        CreateHomeworkTables1730000000001,
        PracticeReportPeriodIndexes1730000000002,
        PracticeReportClientIds1730000000003,
        SchoolWeekIndexes1730000000004,
      ],
    },
    module: () => HomeworkModule.withOptions({ ...defaultHomeworkOptions, ...options }),
  };
}

/** Assigned practice, submissions, practice reports (spec §3–§5, §9): schema `homework`, subjects `homework.*`. */
export const homeworkService = createHomeworkService();
