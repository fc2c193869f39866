import { SERVICE_CONFIG } from '@crescendo/service-kit';
import type { ReportsConfig } from '../config.js';
import { BatchFiles } from './batch-files.js';

export const BATCH_FILES = Symbol('BatchFiles');

/** The zips on the reports' volume (`REPORTS_BATCHES_DIR`). */
export const batchFilesProvider = {
  provide: BATCH_FILES,
  useFactory: (config: ReportsConfig) => new BatchFiles(config.REPORTS_BATCHES_DIR),
  inject: [SERVICE_CONFIG],
};
