import { z } from 'zod';
import type { BaseConfig } from '@crescendo/service-kit';

/** The reports service's own variables (besides the kit's DATABASE_URL, NATS_URL, HTTP_PORT, ...). */
export const reportsConfigSchema = z.object({
  /** Loads the demo school's terms and comment bank at start. */
  DEMO_MODE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
});

export type ReportsConfig = BaseConfig & z.output<typeof reportsConfigSchema>;
