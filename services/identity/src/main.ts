import { runMain, startService } from '@crescendo/service-kit';
import { identityService } from './identity.service-definition.js';

await runMain(() => startService(identityService));
