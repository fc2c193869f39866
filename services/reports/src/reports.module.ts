import { Module, type DynamicModule } from '@nestjs/common';
import { GroupsAccess, PersonalData, privacyHandlers } from '@crescendo/service-kit';
import { batchFilesProvider } from './batches/batch-files.providers.js';
import { ReportCardBatchJobs } from './batches/report-card-batch-jobs.js';
import { ReportCardBatchRenderer } from './batches/report-card-batch.renderer.js';
import { ReportCardBatchesHandlers } from './batches/report-card-batches.handlers.js';
import { ReportCardBatchesService } from './batches/report-card-batches.service.js';
import { BADGE_STORE, badgeStore } from './badge.store.js';
import { BadgesService } from './badges.service.js';
import { COMMENT_STORE, commentStore } from './comment.store.js';
import { CommentBankService } from './comment-bank.service.js';
import { DemoReportsLoader } from './demo/demo-reports.js';
import { ErasureConsumers } from './erasure.consumers.js';
import {
  GAMIFICATION_POLICY,
  GOAL_PRACTICE,
  GamificationPolicy,
  GoalPracticeSource,
  STUDENT_INSTRUMENTS,
  StudentInstrumentsSource,
} from './goal-sources.js';
import { GOAL_STORE, goalStore } from './goal.store.js';
import { GoalsService } from './goals.service.js';
import { MotivationHandlers } from './motivation.handlers.js';
import { ReportsPersonalData } from './privacy/personal-data.js';
import { recordingControllers, recordingProviders } from './recordings/recordings.providers.js';
import { REFLECTION_STORE, reflectionStore } from './reflection.store.js';
import { ReflectionsService } from './reflections.service.js';
import { REPORT_CARD_STORE, reportCardStore } from './report-card.store.js';
import { ReportCardsService } from './report-cards.service.js';
import { ReportsHandlers } from './reports.handlers.js';
import { REPORTS_OPTIONS, type ReportsOptions } from './reports.options.js';
import { SPRINT_EVENTS, PlanningSprintEvents } from './sprint-events.js';
import { SPRINT_STORE, sprintStore } from './sprint.store.js';
import { SprintsService } from './sprints.service.js';
import { STUDENT_NAMES, StudentNames } from './student-names.js';
import { TERM_STORE, termStore } from './term.store.js';
import { TERM_WORK, TermWorkSource } from './term-work.js';
import { TermsService } from './terms.service.js';

@Module({})
export class ReportsModule {
  static withOptions(options: ReportsOptions): DynamicModule {
    return {
      module: ReportsModule,
      controllers: [
        ReportsHandlers,
        MotivationHandlers,
        ReportCardBatchesHandlers,
        ...recordingControllers,
        privacyHandlers('reports'),
      ],
      providers: [
        { provide: REPORTS_OPTIONS, useValue: options },
        GroupsAccess,
        // The stores and ports the services inject (decision 0047, "Stores injected"): a unit test hands fakes.
        { provide: TERM_STORE, useValue: termStore },
        { provide: COMMENT_STORE, useValue: commentStore },
        { provide: REPORT_CARD_STORE, useValue: reportCardStore },
        { provide: TERM_WORK, useClass: TermWorkSource },
        { provide: STUDENT_NAMES, useClass: StudentNames },
        { provide: GOAL_STORE, useValue: goalStore },
        { provide: GAMIFICATION_POLICY, useClass: GamificationPolicy },
        { provide: GOAL_PRACTICE, useClass: GoalPracticeSource },
        { provide: STUDENT_INSTRUMENTS, useClass: StudentInstrumentsSource },
        { provide: SPRINT_STORE, useValue: sprintStore },
        { provide: SPRINT_EVENTS, useClass: PlanningSprintEvents },
        { provide: BADGE_STORE, useValue: badgeStore },
        { provide: REFLECTION_STORE, useValue: reflectionStore },
        TermsService,
        CommentBankService,
        ReportCardsService,
        GoalsService,
        SprintsService,
        BadgesService,
        ReflectionsService,
        ...recordingProviders,
        // 'Générer tous les bulletins' (decision 0075): the zips' volume, the renderer, the BullMQ queue.
        batchFilesProvider,
        ReportCardBatchRenderer,
        ReportCardBatchJobs,
        ReportCardBatchesService,
        ErasureConsumers,
        { provide: PersonalData, useClass: ReportsPersonalData },
        DemoReportsLoader,
      ],
    };
  }
}
