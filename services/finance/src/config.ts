import { z } from 'zod';
import type { BaseConfig } from '@crescendo/service-kit';

/** The finance service's own variables (besides the kit's DATABASE_URL, NATS_URL, HTTP_PORT, ...). */
export const financeConfigSchema = z.object({
  /** Loads the demo organisation's purchases (some paid) and this school year's budget at start. */
  DEMO_MODE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
});

export type FinanceConfig = BaseConfig & z.output<typeof financeConfigSchema>;
