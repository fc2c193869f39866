import { CreateOutboxAndProcessedEvents1700000000000, type ServiceDefinition } from '@crescendo/service-kit';
import { maestroConfigSchema } from './config.js';
import { MaestroModule } from './maestro.module.js';
import { defaultMaestroOptions, type MaestroOptions } from './maestro.options.js';
import { CreateMaestroTables1780000000001 } from './migrations/1780000000001-create-maestro-tables.js';
import { CreateCommentDrafts1780000000002 } from './migrations/1780000000002-create-comment-drafts.js';
import { CompetencyCommentsAndLessonIdeas1780000000003 } from './migrations/1780000000003-competency-comments-and-lesson-ideas.js';
import { CreatePracticePlans1780000000004 } from './migrations/1780000000004-create-practice-plans.js';
import { CreateDailyRequestCounts1780000000005 } from './migrations/1780000000005-create-daily-request-counts.js';
import { PracticePlanAssignmentDeleted1780000000006 } from './migrations/1780000000006-practice-plan-assignment-deleted.js';
import { CommentDraftsPaged1780000000007 } from './migrations/1780000000007-comment-drafts-paged.js';

export interface MaestroServiceSetup extends Partial<MaestroOptions> {
  /** The PostgreSQL schema; `maestro` in every deployment. */
  schema?: string;
}

export function createMaestroService(
  setup: MaestroServiceSetup = {},
): ServiceDefinition<typeof maestroConfigSchema> {
  const { schema = 'maestro', ...options } = setup;
  return {
    name: 'maestro',
    configSchema: maestroConfigSchema,
    database: {
      schema,
      entities: [],
      migrations: [
        CreateOutboxAndProcessedEvents1700000000000,
        CreateMaestroTables1780000000001,
        CreateCommentDrafts1780000000002,
        CompetencyCommentsAndLessonIdeas1780000000003,
        CreatePracticePlans1780000000004,
        CreateDailyRequestCounts1780000000005,
        PracticePlanAssignmentDeleted1780000000006,
        CommentDraftsPaged1780000000007,
      ],
    },
    module: () => MaestroModule.withOptions({ ...defaultMaestroOptions, ...options }),
  };
}

/** Maestro IA (issue 30): drafts from the department's own data; schema `maestro`, subjects `maestro.*`. */
export const maestroService = createMaestroService();
