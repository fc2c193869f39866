import { runMain, startService } from '@crescendo/service-kit';
import { financeService } from './finance.service-definition.js';

await runMain(() => startService(financeService, { HTTP_PORT: '8084', ...process.env }));
