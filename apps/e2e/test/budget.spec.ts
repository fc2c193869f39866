import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { RunningPlatform } from '@crescendo/testing';
import { launchChromium, portalDist, startE2ePlatform } from '../src/index.js';

// The budgets of issue 9 (tools/bench/README.md): the signed-out first page and each portal's entry.
const firstPageBudgetKb = 170;
const remoteEntryBudgetKb = 30;

let browser: Browser;
let platform: RunningPlatform;

beforeAll(async () => {
  browser = await launchChromium();
  // Signed out, the first page asks no service: identity (the provider) behind the gateway is enough.
  platform = await startE2ePlatform({}, { services: ['identity'] });
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** 'within budget', or the total and every file, largest first: what to look at when it is over. */
function verdict(files: { path: string; bytes: number }[], limitKb: number): string {
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  if (total <= limitKb * 1024) return 'within budget';
  const lines = [...files].sort((a, b) => b.bytes - a.bytes).map((f) => `${kb(f.bytes)} ${f.path}`);
  return [`${kb(total)} KB gz > ${limitKb}`, ...lines].join('\n');
}

describe('bundle budget', () => {
  it(`keeps the JavaScript of the shell's first page (/home, signed out) within ${firstPageBudgetKb} KB gzip`, async () => {
    const page = await browser.newPage();
    const files: Promise<{ path: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js'))
        files.push(response.body().then((body) => ({ path: url.pathname, bytes: gzipSync(body).length })));
    });
    await page.goto(`${platform.origin}/home`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Every lazy chunk the page asks for counts. On a loaded CI machine quiet can take a while: wait long.
    await page.waitForLoadState('networkidle', { timeout: 80_000 });
    const downloaded = await Promise.all(files);
    await page.close();
    expect(downloaded.length).toBeGreaterThan(0);
    expect(verdict(downloaded, firstPageBudgetKb)).toBe('within budget');
  });

  it.each(['admin', 'teacher', 'student'] as const)(
    `keeps the %s portal's remoteEntry.js within ${remoteEntryBudgetKb} KB gzip`,
    (portal) => {
      const entry = readFileSync(path.join(portalDist(portal), 'remoteEntry.js'));
      expect(gzipSync(entry).length).toBeLessThanOrEqual(remoteEntryBudgetKb * 1024);
    },
  );
});
