import { runMain, startService } from '@crescendo/service-kit';
import { groupsService } from './groups.service-definition.js';

await runMain(() => startService(groupsService, { HTTP_PORT: '8082', ...process.env }));
