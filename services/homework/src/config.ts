import { z } from 'zod';
import type { BaseConfig } from '@crescendo/service-kit';

/** The homework service's own variables (besides the kit's DATABASE_URL, NATS_URL, HTTP_PORT, ...). */
export const homeworkConfigSchema = z.object({
  /** Loads the demo organisation's practice at start: assignments, submissions, six weeks of reports. */
  DEMO_MODE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** With DEMO_MODE, `large` also loads the large demo board (issue 25 §7): its first DEMO_BOARD_SCHOOLS schools. */
  DEMO_BOARD_SCALE: z.enum(['', 'small', 'large']).default(''),
  DEMO_BOARD_SCHOOLS: z.coerce.number().int().min(1).max(60).default(60),
});

export type HomeworkConfig = BaseConfig & z.output<typeof homeworkConfigSchema>;
