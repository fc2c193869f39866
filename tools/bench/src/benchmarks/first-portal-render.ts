import type { Browser } from 'playwright-core';
import type { Benchmark, BenchContext, Measurement } from '../measurement.js';
import { median } from '../measurement.js';
import { withChromium } from '@crescendo/testing/chromium';
import { assertShellServed } from '../web/served-shell.js';
import { portalRoot, signInThrough } from '../web/sign-in.js';

const bench = 'first-portal-render';
const path = '/teacher/groupes';
const runs = Number(process.env.BENCH_RENDER_RUNS ?? 5);

interface Run {
  root: number;
  content: number;
  milestones: Record<string, number>;
}

/** Requests on the way to the render, by when they finished (ms from `goto`): where the time goes. */
const milestones: Array<[string, (url: URL) => boolean]> = [
  ['page', (url) => url.pathname === path],
  ['main.js', (url) => /^\/main\.[0-9a-f]+\.js$/.test(url.pathname)],
  ['config', (url) => url.pathname === '/config.json'],
  ['token', (url) => url.pathname.endsWith('/protocol/openid-connect/token')],
  ['me', (url) => url.pathname === '/api/v1/me'],
  ['remoteEntry', (url) => url.pathname === '/portals/teacher/remoteEntry.js'],
];

/** The provider's session cookies (and local storage) of a teacher who signed in once. */
async function signedInState(browser: Browser, baseUrl: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThrough(page, baseUrl, path, 'teacher');
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * One cold navigation: a new browser context (its own empty HTTP cache, no open connections, no
 * service worker) holding only the signed-in cookies; clock from `goto` until the portal root is visible,
 * and until the portal's own page title (its code loaded and rendered) is.
 */
async function coldRun(
  browser: Browser,
  baseUrl: string,
  state: Awaited<ReturnType<typeof signedInState>>,
): Promise<Run> {
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  const reached: Record<string, number> = {};
  const start = performance.now();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    for (const [name, matches] of milestones) {
      if (reached[name] === undefined && matches(url)) reached[name] = performance.now() - start;
    }
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  await page.locator(portalRoot('teacher')).waitFor({ state: 'visible', timeout: 30_000 });
  const root = performance.now() - start;
  await page
    .locator(`${portalRoot('teacher')} h1`)
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 });
  const content = performance.now() - start;
  if (new URL(page.url()).pathname !== path) throw new Error(`ended on ${page.url()}, not ${path}`);
  await context.close();
  return { root, content, milestones: reached };
}

export const firstPortalRender: Benchmark = {
  name: bench,
  description: `navigation to ${path} until the teacher portal renders, headless Chromium, cold cache`,
  needsPlatform: true,
  async run({ baseUrl, log }: BenchContext) {
    await assertShellServed(baseUrl);
    return withChromium(async (browser) => {
      const state = await signedInState(browser, baseUrl);
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) {
        const run = await coldRun(browser, baseUrl, state);
        log(
          `  run ${i + 1}: portal root ${run.root.toFixed(0)} ms, portal title ${run.content.toFixed(0)} ms`,
        );
        results.push(run);
      }
      const spread = (values: number[]) => `runs ${values.map((v) => v.toFixed(0)).join('/')} ms`;
      const steps = milestones
        .map(([name]) => {
          const times = results.map((r) => r.milestones[name]).filter((t): t is number => t !== undefined);
          return times.length > 0 ? `${name} ${median(times).toFixed(0)}` : `${name} –`;
        })
        .join(', ');
      const cold =
        `median of ${runs}; each run a new context (empty HTTP cache, no open connections) with only the ` +
        `signed-in cookies; browser process and server warm`;
      return [
        {
          bench,
          metric: `teacher ${path}: portal root visible`,
          value: median(results.map((r) => r.root)),
          unit: 'ms',
          budget: { limit: 1500, kind: 'max' },
          note: `${cold}; ${spread(results.map((r) => r.root))}`,
        },
        {
          bench,
          metric: `teacher ${path}: portal page title visible`,
          value: median(results.map((r) => r.content)),
          unit: 'ms',
          note:
            `the portal's code loaded and rendered inside the root; ${spread(results.map((r) => r.content))}; ` +
            `median ms at which each finished: ${steps}`,
        },
      ] satisfies Measurement[];
    });
  },
};
