import { runMain, startService } from '@crescendo/service-kit';
import { gatewayService } from './gateway.service-definition.js';

await runMain(() => startService(gatewayService, { HTTP_PORT: '8080', ...process.env }));
