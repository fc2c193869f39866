import { runMain, startService } from '@crescendo/service-kit';
import { classroomWorker } from './classroom-sync.service-definition.js';

await runMain(() => startService(classroomWorker, { HTTP_PORT: '8088', ...process.env }));
