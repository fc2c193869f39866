import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import type { RunningPlatform } from '@crescendo/testing';
import { demo, fillSignIn, launchChromium, signInAt, startE2ePlatform } from '../src/index.js';

let browser: Browser;
let platform: RunningPlatform;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  // Access tokens live 33 s here, so that keycloak-js refreshes within the test (30 s before expiry).
  platform = await startE2ePlatform({ identity: { OIDC_ACCESS_TOKEN_TTL_SECONDS: '33' } });
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

const portal = (name: string) => page.locator(`[data-testid="portal-root"][data-portal="${name}"]`);

describe('signing in with the demo accounts', () => {
  it.each([
    ['admin', demo.admin, '/admin/groupes', 'Groupes'],
    ['teacher', demo.teacher, '/teacher/groupes', 'Mes Groupes'],
    ['student', demo.student, '/student/dashboard', 'Bienvenue, Léa !'],
  ] as const)('lands the %s on their page', async (role, email, path, heading) => {
    await signInAt(page, platform.origin, '/dashboard', email);
    await page.waitForURL(`${platform.origin}${path}`);
    await portal(role).getByRole('heading', { name: heading }).first().waitFor();
  });

  it('refuses a wrong password with the spec’s message', async () => {
    await page.goto(`${platform.origin}/dashboard`);
    await fillSignIn(page, demo.teacher, 'pas-le-bon-mot-de-passe');
    await page.getByText('Email ou mot de passe incorrect.').waitFor();
    await page.getByText('Échec de la connexion.').waitFor();
    expect(page.url()).toContain('/realms/crescendo/login-actions/');
  });

  it('brings a signed-out deep link back to the page asked for after sign-in', async () => {
    await signInAt(page, platform.origin, '/admin/budget?auth=google_success', demo.admin);
    await page.waitForURL(`${platform.origin}/admin/budget`);
    await portal('admin').getByRole('heading', { name: 'Budget', level: 1 }).waitFor();
    await expect(portal('admin').getByRole('status').first().innerText()).resolves.toContain(
      'Connexion Google réussie !',
    );
  });

  it('tells the teacher of a success with ?auth and of an error with ?error, then clears the address', async () => {
    await signInAt(page, platform.origin, '/teacher/groupes?auth=google_success', demo.teacher);
    await portal('teacher').getByRole('status').filter({ hasText: 'Opération réussie !' }).waitFor();
    await page.waitForURL(`${platform.origin}/teacher/groupes`);

    await page.goto(`${platform.origin}/teacher/groupes?error=google_auth_failed`);
    const alert = portal('teacher').getByRole('alert');
    await alert.waitFor();
    await expect(alert.innerText()).resolves.toBe(
      "Une erreur est survenue. Erreur lors de l'authentification Google. Veuillez réessayer.",
    );
    await expect(portal('teacher').getByText('Opération réussie !').count()).resolves.toBe(0);

    await page.goto(`${platform.origin}/teacher/groupes?error=quelque_chose`);
    await expect(portal('teacher').getByRole('alert').innerText()).resolves.toBe('Une erreur est survenue.');
  });

  it('shows the student dashboard with its welcome page and tabs', async () => {
    await signInAt(page, platform.origin, '/', demo.student);
    await page.waitForURL(`${platform.origin}/student/dashboard`);
    await portal('student').getByRole('tab', { name: 'Finance' }).click();
    await portal('student').getByRole('heading', { name: 'Mes Finances' }).waitFor();
    expect(page.url()).toBe(`${platform.origin}/student/dashboard?tab=finance`);
  });

  it('keeps the session beyond the access token’s life by refreshing it', async () => {
    const refreshes: number[] = [];
    const isRefresh = (response: Response) =>
      response.url().endsWith('/protocol/openid-connect/token') &&
      response.request().postData()?.includes('grant_type=refresh_token') === true;
    page.on('response', (response) => {
      if (isRefresh(response)) refreshes.push(response.status());
    });
    // The page's clock runs on its own from here, so the test moves it past the first access token's expiry
    // instead of waiting 36 s for it.
    await page.clock.install();
    await signInAt(page, platform.origin, '/teacher/groupes', demo.teacher);
    await portal('teacher').getByRole('heading', { name: 'Mes Groupes' }).waitFor();
    const refreshedPastExpiry = page.waitForResponse(isRefresh);
    await page.clock.fastForward('00:36'); // past the first access token's expiry
    await refreshedPastExpiry;
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.every((status) => status === 200)).toBe(true);
    await page.reload();
    await portal('teacher').getByRole('heading', { name: 'Mes Groupes' }).waitFor();
    expect(page.url()).toBe(`${platform.origin}/teacher/groupes`);
  });

  it('signs in late, back on the same page, when the provider answers after the loading screen gave up', async () => {
    await signInAt(page, platform.origin, '/teacher/etudiants', demo.teacher);
    await portal('teacher').getByRole('heading', { name: 'Élèves', level: 1 }).waitFor();
    // The session check's first step (keycloak-js's third-party-cookie iframe) answers only once the app
    // has stopped waiting for it (4.5 s) and shows /login.
    let answer!: () => void;
    const loginShown = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/protocol/openid-connect/3p-cookies/step1.html', async (route) => {
      await loginShown;
      await route.continue();
    });
    await page.reload();
    await page.waitForURL(`${platform.origin}/login`);
    answer();
    await page.waitForURL(`${platform.origin}/teacher/etudiants`, { timeout: 30_000 });
    await portal('teacher').getByRole('heading', { name: 'Élèves', level: 1 }).waitFor();
  });
});

describe('a portal that is down', () => {
  let degraded: RunningPlatform;
  beforeAll(async () => {
    // Identity alone behind the gateway: the admin signs in and lands where the portal would be.
    degraded = await startE2ePlatform(
      { gateway: { ADMIN_PORTAL_MANIFEST_URL: 'http://127.0.0.1:9/mf-manifest.json' } },
      { services: ['identity'] },
    );
  });
  afterAll(() => degraded?.close());

  it('keeps the shell alive and says so in French', async () => {
    await signInAt(page, degraded.origin, '/dashboard', demo.admin);
    await page.waitForURL(`${degraded.origin}/admin/groupes`);
    await expect(portal('admin').getByRole('alert').innerText()).resolves.toBe(
      'Ce portail est momentanément indisponible. Réessayez dans quelques instants.',
    );
    await expect(page.getByRole('button', { name: 'Réessayer' }).count()).resolves.toBe(1);
  });
});
