import { runMain, startService } from '@crescendo/service-kit';
import { homeworkService } from './homework.service-definition.js';

await runMain(() => startService(homeworkService, { HTTP_PORT: '8083', ...process.env }));
