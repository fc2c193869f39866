import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { RunningPlatform } from '@crescendo/testing';
import { launchChromium, portalDist, startE2ePlatform } from '../src/index.js';

let browser: Browser;
let platform: RunningPlatform;

beforeAll(async () => {
  browser = await launchChromium();
  platform = await startE2ePlatform();
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

describe('bundle budget', () => {
  it("keeps the JavaScript of the shell's first page (/home, signed out) within 200 KB gzip", async () => {
    const page = await browser.newPage();
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) sizes.push(response.body().then((body) => gzipSync(body).length));
    });
    await page.goto(`${platform.origin}/home`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Every lazy chunk the page asks for counts. On a loaded CI machine quiet can take a while: wait long.
    await page.waitForLoadState('networkidle', { timeout: 80_000 });
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    await page.close();
    expect(total).toBeLessThanOrEqual(200 * 1024);
  });

  it.each(['admin', 'teacher', 'student'] as const)(
    "keeps the %s portal's remoteEntry.js within 40 KB gzip",
    (portal) => {
      const entry = readFileSync(path.join(portalDist(portal), 'remoteEntry.js'));
      expect(gzipSync(entry).length).toBeLessThanOrEqual(40 * 1024);
    },
  );
});
