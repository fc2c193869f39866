import { CreateOutboxAndProcessedEvents1700000000000, type ServiceDefinition } from '@crescendo/service-kit';
import { reportsConfigSchema } from './config.js';
import { CreateReportsTables1790000000001 } from './migrations/1790000000001-create-reports-tables.js';
import { CreateGoals1790000000002 } from './migrations/1790000000002-create-goals.js';
import { AddCompetencyComments1790000000003 } from './migrations/1790000000003-add-competency-comments.js';
import { CreateSprintsBadgesReflections1790000000004 } from './migrations/1790000000004-create-sprints-badges-reflections.js';
import { CreateRecordings1790000000010 } from './migrations/1790000000010-create-recordings.js';
import { CreateReportCardBatches1790000000011 } from './migrations/1790000000011-create-report-card-batches.js';
import { AddGoalSections1790000000012 } from './migrations/1790000000012-add-goal-sections.js';
import { ReportsModule } from './reports.module.js';
import { registerRecordingRoutes } from './recordings/recordings-http.js';
import { defaultReportsOptions, type ReportsOptions } from './reports.options.js';

export interface ReportsServiceSetup extends Partial<ReportsOptions> {
  /** The PostgreSQL schema; `reports` in every deployment. */
  schema?: string;
}

export function createReportsService(
  setup: ReportsServiceSetup = {},
): ServiceDefinition<typeof reportsConfigSchema> {
  const { schema = 'reports', ...options } = setup;
  return {
    name: 'reports',
    configSchema: reportsConfigSchema,
    database: {
      schema,
      entities: [],
      migrations: [
        CreateOutboxAndProcessedEvents1700000000000,
        CreateReportsTables1790000000001,
        CreateGoals1790000000002,
        AddCompetencyComments1790000000003,
        CreateSprintsBadgesReflections1790000000004,
        CreateRecordings1790000000010,
        CreateReportCardBatches1790000000011,
        AddGoalSections1790000000012,
      ],
    },
    // 'Générer tous les bulletins': a BullMQ job per batch (decision 0075).
    usesRedis: true,
    module: () => ReportsModule.withOptions({ ...defaultReportsOptions, ...options }),
    // The recordings' audio streams over HTTP from and to the gateway, never over NATS (decision 0064).
    configureHttp: (app) => registerRecordingRoutes(app),
  };
}

/**
 * Terms, the comment bank, report cards (issue 29 §3), ensemble goals, concert sprints, badges and reflections
 * (§4): schema `reports`, subjects `reports.*`.
 */
export const reportsService = createReportsService();
