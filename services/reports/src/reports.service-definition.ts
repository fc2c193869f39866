import { CreateOutboxAndProcessedEvents1700000000000, type ServiceDefinition } from '@crescendo/service-kit';
import { reportsConfigSchema } from './config.js';
import { CreateReportsTables1790000000001 } from './migrations/1790000000001-create-reports-tables.js';
import { CreateGoals1790000000002 } from './migrations/1790000000002-create-goals.js';
import { AddCompetencyComments1790000000003 } from './migrations/1790000000003-add-competency-comments.js';
import { ReportsModule } from './reports.module.js';
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
      ],
    },
    module: () => ReportsModule.withOptions({ ...defaultReportsOptions, ...options }),
  };
}

/** Terms, the comment bank, report cards (issue 29 §3) and ensemble goals (§4): schema `reports`, subjects `reports.*`. */
export const reportsService = createReportsService();
