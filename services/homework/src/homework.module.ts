import { Module, type DynamicModule } from '@nestjs/common';
import { GroupsAccess, PersonalData, privacyHandlers } from '@crescendo/service-kit';
import { ASSIGNMENT_PAGE_STORE, assignmentPageStore } from './assignment-page.store.js';
import { ASSIGNMENT_STORE, assignmentStore } from './assignment.store.js';
import { AssignmentsService } from './assignments.service.js';
import { DemoPracticeLoader } from './demo/demo-practice.js';
import { GroupAndIdentityEventsConsumers } from './group-and-identity-events.consumers.js';
import { SchoolFiguresHandlers } from './school-figures.handlers.js';
import { TermWorkHandlers } from './term-work.handlers.js';
import { RecordingTargetHandlers } from './recording-target.handlers.js';
import { StudentSubmissionsHandlers } from './student-submissions.handlers.js';
import { HomeworkHandlers } from './homework.handlers.js';
import { HOMEWORK_OPTIONS, type HomeworkOptions } from './homework.options.js';
import { PracticeService } from './practice.service.js';
import { PracticeSummaryService } from './practice-summary.service.js';
import { PRACTICE_DAYS_STORE, practiceDaysStore } from './practice-days.store.js';
import { PRACTICE_PAGE_STORE, practicePageStore } from './practice-page.store.js';
import { PRACTICE_STORE, practiceStore } from './practice.store.js';
import { REPORT_BUDGET_STORE, reportBudgetStore } from './report-budget.store.js';
import { SUBMISSION_PAGE_STORE, submissionPageStore } from './submission-page.store.js';
import { SUBMISSION_STORE, submissionStore } from './submission.store.js';
import { HomeworkPersonalData } from './privacy/personal-data.js';

@Module({})
export class HomeworkModule {
  static withOptions(options: HomeworkOptions): DynamicModule {
    return {
      module: HomeworkModule,
      controllers: [
        HomeworkHandlers,
        SchoolFiguresHandlers,
        StudentSubmissionsHandlers,
        TermWorkHandlers,
        RecordingTargetHandlers,
        privacyHandlers('homework'),
      ],
      providers: [
        { provide: HOMEWORK_OPTIONS, useValue: options },
        GroupsAccess,
        // The stores the services inject (decision 0047, "Stores injected"): a unit test hands fakes instead.
        { provide: PRACTICE_STORE, useValue: practiceStore },
        { provide: PRACTICE_PAGE_STORE, useValue: practicePageStore },
        { provide: PRACTICE_DAYS_STORE, useValue: practiceDaysStore },
        { provide: REPORT_BUDGET_STORE, useValue: reportBudgetStore },
        { provide: SUBMISSION_STORE, useValue: submissionStore },
        { provide: SUBMISSION_PAGE_STORE, useValue: submissionPageStore },
        { provide: ASSIGNMENT_STORE, useValue: assignmentStore },
        { provide: ASSIGNMENT_PAGE_STORE, useValue: assignmentPageStore },
        AssignmentsService,
        PracticeService,
        PracticeSummaryService,
        GroupAndIdentityEventsConsumers,
        { provide: PersonalData, useClass: HomeworkPersonalData },
        DemoPracticeLoader,
      ],
    };
  }
}
