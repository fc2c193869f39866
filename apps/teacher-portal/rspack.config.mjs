// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portalConfig } from '@crescendo/web-build';

export default portalConfig({
  portal: 'teacher',
  devPort: 3002,
  dirname: path.dirname(fileURLToPath(import.meta.url)),
});
