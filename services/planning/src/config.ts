import { z } from 'zod';
import type { BaseConfig } from '@crescendo/service-kit';

/** The planning service's own variables (besides the kit's DATABASE_URL, NATS_URL, HTTP_PORT, ...). */
export const planningConfigSchema = z.object({
  /** Loads the demo school's term of rehearsals and its concerts at start. */
  DEMO_MODE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
});

export type PlanningConfig = BaseConfig & z.output<typeof planningConfigSchema>;
