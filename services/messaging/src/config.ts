import { z } from 'zod';
import type { BaseConfig } from '@crescendo/service-kit';

/** The messaging service's own variables (besides the kit's DATABASE_URL, NATS_URL, REDIS_URL, HTTP_PORT, ...). */
export const messagingConfigSchema = z.object({
  /** Loads the demo organisation's chats, announcements and notes at start. */
  DEMO_MODE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** Messages one user may send per minute, counted in Redis across replicas. */
  MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(30),
});

export type MessagingConfig = BaseConfig & z.output<typeof messagingConfigSchema> & { REDIS_PREFIX: string };
