import { z } from 'zod';
import type { BaseConfig } from '@crescendo/service-kit';

/** The inventory service's own variables (besides the kit's DATABASE_URL, NATS_URL, HTTP_PORT, ...). */
export const inventoryConfigSchema = z.object({
  /** Loads the demo school's instruments and a few loans at start. */
  DEMO_MODE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
});

export type InventoryConfig = BaseConfig & z.output<typeof inventoryConfigSchema>;
