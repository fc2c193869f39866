import { z } from 'zod';
import type { BaseConfig } from '@crescendo/service-kit';

/** The homework service's own variables (besides the kit's DATABASE_URL, NATS_URL, HTTP_PORT, ...). */
export const homeworkConfigSchema = z.object({
  /** Loads the demo organisation's practice at start: assignments, submissions, six weeks of reports. */
  DEMO_MODE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
});

export type HomeworkConfig = BaseConfig & z.output<typeof homeworkConfigSchema>;
