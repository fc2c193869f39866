import { runMain, startService } from '@crescendo/service-kit';
import { probeService } from './probe.service.js';

/** The probe service as a process of its own (`libs/testing/dist/probe/probe-main.js`): replicas in tests. */
void runMain(() => startService(probeService, process.env));
