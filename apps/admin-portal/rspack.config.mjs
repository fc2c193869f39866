// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portalConfig } from '@crescendo/web-build';

export default portalConfig({
  portal: 'admin',
  devPort: 3001,
  dirname: path.dirname(fileURLToPath(import.meta.url)),
});
