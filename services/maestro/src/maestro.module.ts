import { AiOutputReads } from './ai-output-reads.js';
import { DraftReview } from './draft-review.js';
import { LoggedQuestions } from './model/logged-questions.js';
import { Module, type DynamicModule } from '@nestjs/common';
import { GroupsAccess, PersonalData, privacyHandlers, SERVICE_CONFIG } from '@crescendo/service-kit';
import { BilanRecords } from './bilan/bilan-records.js';
import { BilanService } from './bilan/bilan.service.js';
import type { MaestroConfig } from './config.js';
import { ReportCommentsService } from './comments/report-comments.service.js';
import { DraftsService } from './drafts.service.js';
import { ErasureConsumers } from './erasure.consumers.js';
import { LessonIdeasService } from './lessons/lesson-ideas.service.js';
import { LessonRecords } from './lessons/lesson-records.js';
import { MaestroHandlers } from './maestro.handlers.js';
import { MaestroMetrics } from './maestro-metrics.js';
import { MAESTRO_OPTIONS, type MaestroOptions } from './maestro.options.js';
import { MaestroSwitch } from './maestro-switch.js';
import { aiSdkModel } from './model/ai-sdk-model.js';
import { LiveProgress } from './model/live-progress.js';
import { MAESTRO_MODEL } from './model/maestro-model.js';
import { ProviderQueue } from './model/provider-queue.js';
import { ModelDescriptionHandlers } from './model/model-description.handlers.js';
import { AssignmentDeletedConsumer } from './practice/assignment-deleted.consumer.js';
import { PracticePlanRecords } from './practice/practice-plan-records.js';
import { PracticePlansService } from './practice/practice-plans.service.js';
import { MaestroPersonalData } from './privacy/personal-data.js';
import { StatusService } from './status.service.js';

@Module({})
export class MaestroModule {
  static withOptions(options: MaestroOptions): DynamicModule {
    return {
      module: MaestroModule,
      controllers: [MaestroHandlers, ModelDescriptionHandlers, privacyHandlers('maestro')],
      providers: [
        { provide: MAESTRO_OPTIONS, useValue: options },
        {
          provide: MAESTRO_MODEL,
          useFactory: (config: MaestroConfig) => aiSdkModel(config),
          inject: [SERVICE_CONFIG],
        },
        {
          provide: ProviderQueue,
          useFactory: (config: MaestroConfig) => new ProviderQueue(config.MAESTRO_LLM_CONCURRENCY),
          inject: [SERVICE_CONFIG],
        },
        LiveProgress,
        GroupsAccess,
        MaestroSwitch,
        MaestroMetrics,
        LoggedQuestions,
        DraftReview,
        AiOutputReads,
        BilanRecords,
        StatusService,
        BilanService,
        DraftsService,
        ReportCommentsService,
        LessonRecords,
        LessonIdeasService,
        PracticePlanRecords,
        PracticePlansService,
        ErasureConsumers,
        AssignmentDeletedConsumer,
        { provide: PersonalData, useClass: MaestroPersonalData },
      ],
    };
  }
}
