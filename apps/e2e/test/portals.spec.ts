import type { Role } from '@crescendo/contracts';
import type { Browser, Page } from 'playwright-core';
import {
  fakeIdentity,
  launchChromium,
  startStaticPlatform,
  testUser,
  type FakeIdentity,
  type StaticPlatform,
  type StaticPlatformOptions,
} from '../src/index.js';

let browser: Browser;
const opened: { platform: StaticPlatform; page: Page }[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  for (const { platform, page } of opened) {
    await page.close();
    await platform.close();
  }
  await browser?.close();
});

async function signedInAs(
  role: Role,
  options: StaticPlatformOptions = {},
  identity = fakeIdentity({ user: testUser(role) }),
) {
  const platform = await startStaticPlatform({
    ...options,
    oidcUrl: (origin) => origin,
    handlers: [identity.handler],
  });
  const page = await browser.newPage();
  opened.push({ platform, page });
  return { platform, page, identity };
}

describe('portals', () => {
  it('signs a teacher in from /dashboard and mounts the teacher portal at /teacher/groupes', async () => {
    const { platform, page } = await signedInAs('teacher');
    await page.goto(`${platform.origin}/dashboard`);
    await page.waitForURL(`${platform.origin}/teacher/groupes`);
    const portal = page.locator('[data-testid="portal-root"][data-portal="teacher"]');
    await portal.getByRole('heading', { name: 'Mes Groupes', level: 1 }).waitFor();
    await expect(
      portal.getByRole('navigation').getByRole('link', { name: 'Musichat' }).count(),
    ).resolves.toBe(1);
  });

  it('brings the user back to the page they asked for after sign-in', async () => {
    const { platform, page } = await signedInAs('admin');
    await page.goto(`${platform.origin}/admin/budget?auth=google_success`);
    await page.waitForURL(`${platform.origin}/admin/budget`);
    const portal = page.locator('[data-testid="portal-root"][data-portal="admin"]');
    await portal.getByRole('heading', { name: 'Budget', level: 1 }).waitFor();
    await expect(portal.getByRole('status').first().innerText()).resolves.toContain(
      'Connexion Google réussie !',
    );
    await expect(portal.getByText('Portail Administrateur').count()).resolves.toBe(1);
  });

  it('keeps the shell alive and says so in French when a portal is down', async () => {
    const { platform, page } = await signedInAs('admin', { withoutPortals: ['admin'] });
    await page.goto(`${platform.origin}/dashboard`);
    await page.waitForURL(`${platform.origin}/admin/groupes`);
    const portal = page.locator('[data-testid="portal-root"][data-portal="admin"]');
    await expect(portal.getByRole('alert').innerText()).resolves.toBe(
      'Ce portail est momentanément indisponible. Réessayez dans quelques instants.',
    );
    await expect(page.getByRole('button', { name: 'Réessayer' }).count()).resolves.toBe(1);
  });

  it('shows the student dashboard with its welcome page and tabs', async () => {
    const { platform, page } = await signedInAs('student');
    await page.goto(`${platform.origin}/`);
    await page.waitForURL(`${platform.origin}/student/dashboard`);
    const portal = page.locator('[data-testid="portal-root"][data-portal="student"]');
    await portal.getByRole('heading', { name: 'Bienvenue, Zoé !' }).waitFor();
    await portal.getByRole('tab', { name: 'Finance' }).click();
    await portal.getByRole('heading', { name: 'Mes Finances' }).waitFor();
    expect(page.url()).toBe(`${platform.origin}/student/dashboard?tab=finance`);
  });

  it('refreshes the access token before it expires, so the session outlives it', async () => {
    const identity: FakeIdentity = fakeIdentity({ user: testUser('teacher'), accessTokenSeconds: 33 });
    const { platform, page } = await signedInAs('teacher', {}, identity);
    await page.goto(`${platform.origin}/dashboard`);
    await page.waitForURL(`${platform.origin}/teacher/groupes`);
    // Refresh is due 30 s before expiry, i.e. about 3 s after sign-in.
    await page.waitForTimeout(5000);
    expect(identity.refreshCount()).toBeGreaterThanOrEqual(1);
  });
});
