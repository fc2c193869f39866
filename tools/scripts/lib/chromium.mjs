import { existsSync } from 'node:fs';
import { runStatus } from './run.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser journeys drive Debian's Chromium; install it with apt when absent and we are root. */
export async function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`✗ ${chromiumPath} absent : installez-le (sudo apt-get install -y chromium).`);
    return false;
  }
  console.log('• Installation de Chromium (apt-get install -y chromium)…');
  let code = await runStatus('apt-get', ['install', '-y', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (code !== 0) {
    await runStatus('apt-get', ['update']);
    code = await runStatus('apt-get', ['install', '-y', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  return code === 0 && existsSync(chromiumPath);
}
