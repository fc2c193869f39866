import { runMain, startService } from '@crescendo/service-kit';
import { planningService } from './planning.service-definition.js';

await runMain(() => startService(planningService, { HTTP_PORT: '8090', ...process.env }));
