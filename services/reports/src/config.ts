import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { BaseConfig } from '@crescendo/service-kit';

/** The repository's root, from src/ or dist/: `npm start` keeps the recordings under its `.crescendo/`. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The reports service's own variables (besides the kit's DATABASE_URL, NATS_URL, HTTP_PORT, ...). */
export const reportsConfigSchema = z.object({
  /** Loads the demo school's terms and comment bank at start. */
  DEMO_MODE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /**
   * Where the recordings' audio is kept (issue 29 §2, decision 0064): a volume of the service's own (k8s and
   * compose mount one here); `.crescendo/recordings` of the clone under `npm start`.
   */
  REPORTS_RECORDINGS_DIR: z.string().min(1).default(`${repoRoot}.crescendo/recordings`),
  /**
   * Where the report-card jobs' zips are kept until their download time is over (decision 0075): a folder of
   * the same volume in k8s and compose; `.crescendo/report-card-batches` of the clone under `npm start`.
   */
  REPORTS_BATCHES_DIR: z.string().min(1).default(`${repoRoot}.crescendo/report-card-batches`),
});

export type ReportsConfig = BaseConfig & z.output<typeof reportsConfigSchema>;
