import type { Provider } from '@nestjs/common';
import { ArchiveGathering } from './archive/archive-gathering.js';
import { ArchiveJobs } from './archive/archive-jobs.js';
import { DataArchiveService } from './archive/data-archive.service.js';
import { ErasureSweep } from './erasure-sweep/erasure-sweep.js';
import { ErasureSweepJobs } from './erasure-sweep/erasure-sweep.jobs.js';
import { RetentionJobs } from './retention/retention-jobs.js';
import { RetentionPurge } from './retention/retention-purge.js';

export { DataArchiveHandlers } from './archive/data-archive.handlers.js';

/**
 * The privacy desk's jobs in identity's module: 'Télécharger mes données' (the gathering, its queue and
 * worker, the use cases), the nightly retention purge and the erasure sweep (issue 31 §2, §3, §5).
 */
export const privacyDeskProviders: Provider[] = [
  ArchiveGathering,
  ArchiveJobs,
  DataArchiveService,
  RetentionPurge,
  RetentionJobs,
  ErasureSweep,
  ErasureSweepJobs,
];
