import { Module, type DynamicModule } from '@nestjs/common';
import { GroupsAccess } from '@crescendo/service-kit';
import { AssignmentsService } from './assignments.service.js';
import { DemoPracticeLoader } from './demo/demo-practice.js';
import { GroupAndIdentityEventsConsumers } from './group-and-identity-events.consumers.js';
import { HomeworkHandlers } from './homework.handlers.js';
import { HOMEWORK_OPTIONS, type HomeworkOptions } from './homework.options.js';
import { PracticeService } from './practice.service.js';
import { PracticeSummaryService } from './practice-summary.service.js';

@Module({})
export class HomeworkModule {
  static withOptions(options: HomeworkOptions): DynamicModule {
    return {
      module: HomeworkModule,
      controllers: [HomeworkHandlers],
      providers: [
        { provide: HOMEWORK_OPTIONS, useValue: options },
        GroupsAccess,
        AssignmentsService,
        PracticeService,
        PracticeSummaryService,
        GroupAndIdentityEventsConsumers,
        DemoPracticeLoader,
      ],
    };
  }
}
