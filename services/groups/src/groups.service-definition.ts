import { CreateOutboxAndProcessedEvents1700000000000, type ServiceDefinition } from '@crescendo/service-kit';
import { groupsConfigSchema } from './config.js';
import { GroupsModule } from './groups.module.js';
import { defaultGroupsOptions, type GroupsOptions } from './groups.options.js';
import { CreateGroupsTables1720000000001 } from './migrations/1720000000001-create-groups-tables.js';
import { ClassroomExternalIds1720000000002 } from './migrations/1720000000002-classroom-external-ids.js';
import { GroupCoTeachers1720000000003 } from './migrations/1720000000003-group-co-teachers.js';
import { GroupTeachersBySchool1720000000004 } from './migrations/1720000000004-group-teachers-by-school.js';

export interface GroupsServiceSetup extends Partial<GroupsOptions> {
  /** The PostgreSQL schema; `groups` in every deployment. Tests that run side by side pick their own. */
  schema?: string;
}

export function createGroupsService(
  setup: GroupsServiceSetup = {},
): ServiceDefinition<typeof groupsConfigSchema> {
  const { schema = 'groups', ...options } = setup;
  return {
    name: 'groups',
    configSchema: groupsConfigSchema,
    database: {
      schema,
      entities: [],
      migrations: [
        CreateOutboxAndProcessedEvents1700000000000,
        CreateGroupsTables1720000000001,
        ClassroomExternalIds1720000000002,
        GroupCoTeachers1720000000003,
        GroupTeachersBySchool1720000000004,
      ],
    },
    usesRedis: true,
    module: () => GroupsModule.withOptions({ ...defaultGroupsOptions, ...options }),
  };
}

/** Groups and their students (spec §3, §5, §6, §9): schema `groups`, subjects `groups.*`. */
export const groupsService = createGroupsService();
