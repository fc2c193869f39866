import { CreateOutboxAndProcessedEvents1700000000000, type ServiceDefinition } from '@crescendo/service-kit';
import { messagingConfigSchema } from './config.js';
import { CreateMessagingTables1740000000001 } from './migrations/1740000000001-create-messaging-tables.js';
import { PagedListsIndexes1740000000002 } from './migrations/1740000000002-paged-lists-indexes.js';
import { MessagingModule } from './messaging.module.js';

/** Musichat (issue 12): messages, read marks, the deletions' audit log, announcements, course notes; schema `messaging`. */
export const messagingService: ServiceDefinition<typeof messagingConfigSchema> = {
  name: 'messaging',
  configSchema: messagingConfigSchema,
  usesRedis: true,
  database: {
    schema: 'messaging',
    entities: [],
    migrations: [
      CreateOutboxAndProcessedEvents1700000000000,
      CreateMessagingTables1740000000001,
      PagedListsIndexes1740000000002,
    ],
  },
  module: () => MessagingModule,
};
