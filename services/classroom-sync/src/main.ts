import { runMain, startService } from '@crescendo/service-kit';
import { classroomService } from './classroom-sync.service-definition.js';

await runMain(() => startService(classroomService, { HTTP_PORT: '8087', ...process.env }));
