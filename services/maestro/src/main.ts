import { runMain, startService } from '@crescendo/service-kit';
import { maestroService } from './maestro.service-definition.js';

await runMain(() => startService(maestroService, { HTTP_PORT: '8095', ...process.env }));
