import { Module, type DynamicModule } from '@nestjs/common';
import { PersonalData, privacyHandlers } from '@crescendo/service-kit';
import { ClassroomGroupsHandlers } from './classroom-groups.handlers.js';
import { ClassroomGroupsService } from './classroom-groups.service.js';
import { CoTeachersService } from './co-teachers.service.js';
import { GroupAccessHandlers } from './group-access.handlers.js';
import { GroupAccessService } from './group-access.service.js';
import { DemoGroupsLoader } from './demo/demo-groups.js';
import { GroupsHandlers } from './groups.handlers.js';
import { GROUPS_OPTIONS, type GroupsOptions } from './groups.options.js';
import { GroupsService } from './groups.service.js';
import { JoinCodeLimits } from './join-code-limits.js';
import { IdentityEventsConsumers } from './identity-events.consumers.js';
import { MembershipHandlers } from './membership.handlers.js';
import { SchoolFiguresHandlers } from './school-figures.handlers.js';
import { ReminderRecipientsHandlers } from './reminder-recipients.handlers.js';
import { TaughtStudentsHandlers } from './taught-students.handlers.js';
import { MembershipService } from './membership.service.js';
import { SpecialAdmin } from './special-admin.js';
import { GroupsPersonalData } from './privacy/personal-data.js';

@Module({})
export class GroupsModule {
  static withOptions(options: GroupsOptions): DynamicModule {
    return {
      module: GroupsModule,
      controllers: [
        GroupsHandlers,
        MembershipHandlers,
        ClassroomGroupsHandlers,
        GroupAccessHandlers,
        SchoolFiguresHandlers,
        ReminderRecipientsHandlers,
        TaughtStudentsHandlers,
        privacyHandlers('groups'),
      ],
      providers: [
        { provide: GROUPS_OPTIONS, useValue: options },
        GroupsService,
        GroupAccessService,
        CoTeachersService,
        ClassroomGroupsService,
        MembershipService,
        JoinCodeLimits,
        SpecialAdmin,
        IdentityEventsConsumers,
        { provide: PersonalData, useClass: GroupsPersonalData },
        DemoGroupsLoader,
      ],
    };
  }
}
