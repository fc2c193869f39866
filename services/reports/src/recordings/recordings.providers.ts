import type { Provider } from '@nestjs/common';
import { SERVICE_CONFIG, VolumeFileStore } from '@crescendo/service-kit';
import type { ReportsConfig } from '../config.js';
import { RECORDING_STORAGE } from './recording-storage.js';
import { RECORDING_TARGETS, RecordingTargets } from './recording-targets.js';
import { RECORDING_STORE, recordingStore } from './recording.store.js';
import { RecordingsHandlers } from './recordings.handlers.js';
import { RecordingsService } from './recordings.service.js';

/** The recordings' part of the reports module (issue 29 §2): its NATS handlers and what they use. */
export const recordingControllers = [RecordingsHandlers];

export const recordingProviders: Provider[] = [
  { provide: RECORDING_STORE, useValue: recordingStore },
  {
    provide: RECORDING_STORAGE,
    // A volume (REPORTS_RECORDINGS_DIR); S3-compatible storage is the next step (decision 0064).
    useFactory: (config: ReportsConfig) => new VolumeFileStore(config.REPORTS_RECORDINGS_DIR),
    inject: [SERVICE_CONFIG],
  },
  { provide: RECORDING_TARGETS, useClass: RecordingTargets },
  RecordingsService,
];
