import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { Benchmark, BenchContext, Measurement } from '../measurement.js';
import { withChromium } from '@crescendo/testing/chromium';
import { assertShellServed } from '../web/served-shell.js';
import { kb, recordJs, sumBytes } from '../web/js-downloads.js';
import { signInThrough, type DemoRole } from '../web/sign-in.js';

const portals: DemoRole[] = ['admin', 'teacher', 'student'];
const bench = 'web-bundles';
// Issue 9 §8; the same limits fail apps/e2e/test/budget.spec.ts.
const firstPageBudgetKb = 170;
const remoteEntryBudgetKb = 30;

/** /home signed out, in a fresh context: every JS file the browser fetches, shell or not. */
async function shellInitial(browser: Browser, baseUrl: string): Promise<Measurement> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const downloads = recordJs(page);
  await page.goto(`${baseUrl}/home`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const files = await downloads();
  await context.close();
  return {
    bench,
    metric: 'shell initial JS (/home, signed out)',
    value: kb(sumBytes(files)),
    unit: 'KB gz',
    budget: { limit: firstPageBudgetKb, kind: 'max' },
    note: `${files.length} JS files downloaded by Chromium, each gzipped locally (zlib default level)`,
  };
}

/** What a user of `portal`'s role downloads from /portals/<portal>/ on first opening it (after sign-in). */
async function firstRoute(browser: Browser, baseUrl: string, portal: DemoRole): Promise<Measurement> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const downloads = recordJs(page);
  await signInThrough(page, baseUrl, '/dashboard', portal);
  await page.waitForLoadState('networkidle');
  const landedOn = new URL(page.url()).pathname;
  const files = (await downloads()).filter((d) => d.path.startsWith(`/portals/${portal}/`));
  await context.close();
  const entry = files.find((d) => d.path.endsWith('/remoteEntry.js'));
  return {
    bench,
    metric: `${portal} portal first route (${landedOn})`,
    value: kb(sumBytes(files)),
    unit: 'KB gz',
    note:
      `${files.length} JS files from /portals/${portal}/ after sign-in at /dashboard` +
      (entry ? `, remoteEntry.js ${kb(entry.gzipBytes).toFixed(1)} of them` : ''),
  };
}

function remoteEntry(repoRoot: string, portal: DemoRole): Measurement {
  const file = join(repoRoot, 'apps', `${portal}-portal`, 'dist', 'remoteEntry.js');
  return {
    bench,
    metric: `${portal} remoteEntry.js`,
    value: kb(gzipSync(readFileSync(file)).length),
    unit: 'KB gz',
    budget: { limit: remoteEntryBudgetKb, kind: 'max' },
    note: `apps/${portal}-portal/dist, gzipped locally`,
  };
}

export const webBundles: Benchmark = {
  name: bench,
  description: 'gzip size of the JS the shell and each portal make the browser download',
  needsPlatform: true,
  async run({ baseUrl, repoRoot }: BenchContext) {
    await assertShellServed(baseUrl);
    return withChromium(async (browser) => {
      const figures: Measurement[] = [await shellInitial(browser, baseUrl)];
      for (const portal of portals) figures.push(remoteEntry(repoRoot, portal));
      for (const portal of portals) figures.push(await firstRoute(browser, baseUrl, portal));
      return figures;
    });
  },
};
