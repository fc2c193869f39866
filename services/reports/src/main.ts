import { runMain, startService } from '@crescendo/service-kit';
import { reportsService } from './reports.service-definition.js';

await runMain(() => startService(reportsService, { HTTP_PORT: '8092', ...process.env }));
