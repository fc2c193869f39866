import { runMain, startService } from '@crescendo/service-kit';
import { inventoryService } from './inventory.service-definition.js';

await runMain(() => startService(inventoryService, { HTTP_PORT: '8089', ...process.env }));
