import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { listGroupsRoute } from '@crescendo/contracts';
import { CookieJar, signInWithPassword, type RunningPlatform } from '@crescendo/testing';
import { demo, demoPassword, fillSignIn, openJourney, Sessions } from '../src/index.js';

// Sign-up on the provider's page (passwords never pass through the app), then role selection, on the
// real platform: identity's pages, the gateway, groups, and identity reacting to groups' event.
let platform: RunningPlatform;
let sessions: Sessions;
let closeJourney: (() => Promise<void>) | undefined;
const password = 'solfege-et-gammes-9';

beforeAll(async () => {
  ({ platform, sessions, close: closeJourney } = await openJourney());
});

afterAll(() => closeJourney?.());

/**
 * The provider's sign-up page, filled as a person would; it answers 'Vérifiez vos courriels', whose link
 * leads to the sign-in page; signed in, back in the app on /role-selection.
 */
async function fillSignUp(page: Page, firstName: string, email: string): Promise<void> {
  await page.waitForURL(/\/login-actions\//);
  await page.getByRole('heading', { name: 'Créer un compte' }).waitFor();
  await page.getByLabel('Prénom').fill(firstName);
  await page.getByLabel('Nom', { exact: true }).fill('Tremblay');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.getByRole('heading', { name: 'Vérifiez vos courriels' }).waitFor();
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await fillSignIn(page, email, password);
  await page.waitForURL(`${platform.origin}/role-selection`);
  await page.getByRole('heading', { name: 'Choisissez votre rôle' }).waitFor();
}

/** One of the demo teacher's groups, as the teacher's API answers it. */
async function demoTeacherGroup(): Promise<{ name: string; code: string }> {
  const { tokens } = await signInWithPassword({
    base: `${platform.origin}/realms/crescendo`,
    jar: new CookieJar(),
    clientId: 'crescendo-web',
    redirectUri: `${platform.origin}/dashboard`,
    email: demo.teacher,
    password: demoPassword,
  });
  const response = await fetch(`${platform.origin}/api/v1/groups`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  const { groups } = listGroupsRoute.reply.parse(await response.json());
  const group = groups.find((g) => g.connectionCode && !g.archived);
  if (!group?.connectionCode) throw new Error('the demo teacher has no group with a code');
  return { name: group.name, code: group.connectionCode };
}

describe('sign-up, then role selection', () => {
  it('signs up a new student who joins a demo group by its code and sees it on their dashboard', async () => {
    const group = await demoTeacherGroup();
    const page = await sessions.newPage();
    await page.goto(`${platform.origin}/signup`);
    await fillSignUp(page, 'Jeanne', `eleve-${randomUUID()}@ecole.test`);

    await page.getByRole('button', { name: 'Élève' }).click();
    await page.getByLabel('Code de connexion').fill('ZZZZZ9');
    await page.getByRole('button', { name: 'Rejoindre' }).click();
    await page
      .getByText('Ce code de connexion ne correspond à aucun groupe. Vérifiez-le auprès de votre enseignant.')
      .waitFor();
    expect(page.url()).toBe(`${platform.origin}/role-selection`);

    await page.getByLabel('Code de connexion').fill(group.code.toLowerCase());
    await page.getByRole('button', { name: 'Rejoindre' }).click();
    await page.waitForURL(`${platform.origin}/student/dashboard`);
    const student = page.locator('[data-testid="portal-root"][data-portal="student"]');
    const info = student.getByRole('complementary', { name: 'Mes Informations' });
    await info.getByRole('listitem').filter({ hasText: group.name }).waitFor();

    // Now a student: role selection sends them on to their dashboard.
    await page.goto(`${platform.origin}/role-selection`);
    await page.waitForURL(`${platform.origin}/student/dashboard`);
  });

  it('signs up a new teacher from the landing page, who creates their organisation and lands on their groups', async () => {
    const page = await sessions.newPage();
    await page.goto(`${platform.origin}/home`);
    await page.getByRole('link', { name: 'Inscription' }).click();
    await fillSignUp(page, 'Lucie', `prof-${randomUUID()}@ecole.test`);

    await page.getByRole('button', { name: 'Enseignant' }).click();
    await page.getByLabel("Nom de l'organisation").fill('Studio de Lucie');
    await page.getByRole('button', { name: 'Créer et commencer' }).click();
    await page.waitForURL(`${platform.origin}/teacher/groupes`);
    const teacher = page.locator('[data-testid="portal-root"][data-portal="teacher"]');
    await teacher.getByRole('button', { name: 'Créer Votre Premier Groupe' }).waitFor();

    // Its creator is its administrator too (issue 32 §6): 'Changer de rôle' reaches the admin portal, whose
    // profile holds the organisation's deletion.
    // The choice lands by loading the admin portal's page afresh (the shell's router may get there first, a
    // navigation of the same document): wait for that load, or the next goto races it.
    const loaded = page.waitForEvent('load');
    await page.getByRole('combobox', { name: 'Changer de rôle' }).selectOption('admin');
    await loaded;
    expect(new URL(page.url()).pathname).toBe('/admin/groupes');
    await page.goto(`${platform.origin}/admin/profil`);
    const admin = page.locator('[data-testid="portal-root"][data-portal="admin"]');
    await admin.getByRole('button', { name: "Supprimer l'organisation" }).waitFor();
  });
});
