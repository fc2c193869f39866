import { runMain, startService } from '@crescendo/service-kit';
import { messagingService } from './messaging.service-definition.js';

await runMain(() => startService(messagingService, { HTTP_PORT: '8086', ...process.env }));
