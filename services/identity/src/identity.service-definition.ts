import { CreateOutboxAndProcessedEvents1700000000000, type ServiceDefinition } from '@crescendo/service-kit';
import { identityConfigSchema } from './config.js';
import { InvitationEntity } from './entities/invitation.entity.js';
import { MembershipEntity } from './entities/membership.entity.js';
import { OrganizationEntity } from './entities/organization.entity.js';
import { UserIdentityEntity } from './entities/user-identity.entity.js';
import { UserEntity } from './entities/user.entity.js';
import { IdentityModule } from './identity.module.js';
import { CreateIdentityTables1710000000001 } from './migrations/1710000000001-create-identity-tables.js';

export const identityService: ServiceDefinition<typeof identityConfigSchema> = {
  name: 'identity',
  configSchema: identityConfigSchema,
  database: {
    schema: 'identity',
    entities: [OrganizationEntity, UserEntity, MembershipEntity, UserIdentityEntity, InvitationEntity],
    migrations: [CreateOutboxAndProcessedEvents1700000000000, CreateIdentityTables1710000000001],
  },
  module: () => IdentityModule,
};
