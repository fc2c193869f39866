// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portalConfig } from '@crescendo/web-build';

export default portalConfig({
  portal: 'student',
  devPort: 3003,
  dirname: path.dirname(fileURLToPath(import.meta.url)),
});
