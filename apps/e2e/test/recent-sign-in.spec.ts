import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { backdateSignIn, CookieJar, signUpWithPassword, type RunningPlatform } from '@crescendo/testing';
import { fillSignIn, openJourney, portal, Sessions, totpFor } from '../src/index.js';

/**
 * Sudo mode in the browser: a user whose sign-in is older than RECENT_SIGN_IN_SECONDS (5 minutes) is sent
 * through the sign-in page before turning two-factor on, comes back to the same
 * screen and completes. The old sign-in is made by moving the session's sign-in time back (no waiting);
 * a reload then gets tokens from that session, as a user coming back to a tab would. Also: a user without
 * organisation lands on /role-selection, never in a portal.
 */
let platform: RunningPlatform;
let sessions: Sessions;
let closeJourney: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ platform, sessions, close: closeJourney } = await openJourney({}, { shared: true }));
});

afterAll(() => closeJourney?.());

const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text);

/** Signs `email` in at `path`, then makes that sign-in 10 minutes old and reloads. */
async function signedInLongAgo(email: string, path: string): Promise<Page> {
  const page = await sessions.signedIn(email, path);
  // The provider saves the session at the end of each request: one still in flight (the silent check-sso
  // of the first load) would write the sign-in time back over ours. Quiet first, then backdate.
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  expect(await backdateSignIn(platform.database, email, 10 * 60)).toBeGreaterThan(0);
  await page.reload();
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  return page;
}

/** The sign-in page again (prompt=login), then back on `path`. */
async function signInAgain(page: Page, email: string, path: string): Promise<void> {
  await fillSignIn(page, email);
  await page.waitForURL(`${platform.origin}${path}`);
}

describe('a sensitive action after an old sign-in', () => {
  it('turning two-factor on sends the user through the sign-in page and back, then it turns on', async () => {
    const email = 'eleve4@demo.crescendo.ca';
    const path = '/student/dashboard?tab=profil';
    const page = await signedInLongAgo(email, path);
    const student = portal(page, 'student');
    await student.getByRole('button', { name: 'Activer la double authentification' }).click();
    await signInAgain(page, email, path);

    await portal(page, 'student').getByRole('button', { name: 'Activer la double authentification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Activer la double authentification' });
    const secret = (await dialog.getByTestId('two-factor-secret').innerText()).trim();
    await dialog.getByLabel('Code de vérification').fill(totpFor(secret));
    await dialog.getByRole('button', { name: 'Vérifier' }).click();
    await toast(page, 'Double authentification activée !').waitFor();
  });
});

describe('a user without organisation', () => {
  it('lands on /role-selection, from /dashboard and from a portal', async () => {
    const email = `${randomBytes(6).toString('hex')}@ecole.test`;
    const password = `arpeges-${randomBytes(6).toString('hex')}`;
    await signUpWithPassword({
      base: `${platform.origin}/realms/crescendo`,
      jar: new CookieJar(),
      clientId: 'crescendo-web',
      redirectUri: `${platform.origin}/role-selection`,
      email,
      password,
    });
    const page = await sessions.newPage();
    await page.goto(`${platform.origin}/teacher/groupes`);
    await fillSignIn(page, email, password);
    await page.waitForURL(`${platform.origin}/role-selection`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.locator('[data-testid="portal-root"]').count()).resolves.toBe(0);

    await page.goto(`${platform.origin}/dashboard`);
    await page.waitForURL(`${platform.origin}/role-selection`);
  });
});
