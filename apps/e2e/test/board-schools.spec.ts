import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { demoAccounts, demoSchools } from '@crescendo/domain/demo';
import { linkIn } from '@crescendo/testing';
import {
  axeViolations,
  demo,
  fillSignIn,
  layoutProblems,
  openJourney,
  overflowPast,
  phone,
  portal,
  widestElement,
  type Journey,
} from '../src/index.js';

/**
 * A school board's 'Écoles' (issue 25 §1, decision 0050): its administrator sees the board's schools (a school
 * of fewer than 5 students shows '< 5'), creates a school and invites its administrator, who accepts the mailed
 * link and administers that school only. A school's administrator never sees 'Écoles'. Its 'Tableau de bord'
 * (issue 25 §4) gives the week per school and per programme, '< 5' for the demo's small groups.
 */
let journey: Journey;

beforeAll(async () => {
  journey = await openJourney();
});

afterAll(() => journey?.close());

const [crescendo, harmonie] = demoSchools.map((school) => school.name) as [string, string];
const allegro = 'École secondaire Allegro';
const allegroAdmin = `direction-allegro-${randomUUID()}@ecole.test`;
/** The demo's itinerant teacher (prof@demo.crescendo.ca), teacher of both demo schools. */
const itinerant = demoAccounts.find((account) => account.email === demo.teacher)!;
const teacherName = `${itinerant.firstName} ${itinerant.lastName}`;

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();

/** The board administrator on 'Écoles', the board's schools listed. */
async function boardSchools(page: Page) {
  const admin = portal(page, 'admin');
  await admin.getByRole('heading', { name: 'Écoles', level: 1 }).waitFor();
  const table = admin.getByRole('table');
  await table.getByRole('rowheader', { name: crescendo, exact: true }).waitFor();
  return { admin, table };
}

const schoolRow = (table: ReturnType<Page['getByRole']>, name: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name, exact: true }) });

/** The provider's sign-up page, filled; its 'Vérifiez vos courriels' page leads to sign-in. */
async function signUpThenSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('heading', { name: 'Créer un compte' }).waitFor();
  await page.getByLabel('Prénom').fill('Louise');
  await page.getByLabel('Nom', { exact: true }).fill('Allard');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.getByRole('heading', { name: 'Vérifiez vos courriels' }).waitFor();
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await fillSignIn(page, email, password);
}

/** The board administrator on 'Tableau de bord', per programme: the demo school's programmes listed. */
async function programmesOf(page: Page, school: string) {
  const admin = portal(page, 'admin');
  await admin.getByRole('heading', { name: 'Tableau de bord', level: 1 }).waitFor();
  await admin.getByRole('tab', { name: 'Par programme' }).click();
  return admin.getByRole('region', { name: `Programmes de ${school}`, exact: true });
}

describe("a school board's 'Écoles'", () => {
  it("lands its administrator on 'Écoles': the board's two schools, Harmonie's few students withheld", async () => {
    const page = await journey.sessions.signedIn(demo.board, '/dashboard');
    await page.waitForURL((url) => url.pathname === '/admin/ecoles');
    const { admin, table } = await boardSchools(page);
    await table.getByRole('rowheader', { name: harmonie, exact: true }).waitFor();

    const navigation = admin.getByRole('navigation');
    await expect(navigation.getByRole('link').allInnerTexts()).resolves.toEqual([
      'Écoles',
      'Tableau de bord',
      'Connexion par domaine',
      'Réglages',
      // The board's person in charge of personal information (issue 31 §6).
      'Confidentialité',
      'Profil',
    ]);

    // The sign on screen, its reason on hover and, instead of the sign, for a screen reader.
    for (const figure of ['students', 'practice']) {
      const withheld = schoolRow(table, harmonie).getByTestId(figure);
      await withheld.getByText('< 5', { exact: true }).waitFor();
      await expect(withheld.locator('[title]').getAttribute('title')).resolves.toBe(
        'Moins de 5 élèves : chiffre masqué',
      );
      await withheld
        .getByText('Moins de 5 élèves : chiffre masqué', { exact: true })
        .waitFor({ state: 'attached' });
    }
    await expect(axeViolations(page)).resolves.toEqual([]);
  });

  it('creates École secondaire Allegro, then invites its administrator by e-mail', async () => {
    const page = await journey.sessions.signedIn(demo.board, '/admin/ecoles');
    const { admin, table } = await boardSchools(page);

    await admin.getByRole('button', { name: 'Créer une école' }).click();
    const create = page.getByRole('dialog', { name: 'Créer une école' });
    await create.getByLabel("Nom de l'école").fill('A');
    await create.getByRole('button', { name: 'Créer' }).click();
    await create.getByText('Le nom de l’école compte au moins 2 caractères.').waitFor();
    await expect(axeViolations(page, '[role="dialog"]')).resolves.toEqual([]);
    await create.getByLabel("Nom de l'école").fill(allegro);
    await create.getByRole('button', { name: 'Créer' }).click();
    await toast(page, 'École créée').waitFor();
    await create.waitFor({ state: 'detached' });
    const row = schoolRow(table, allegro);
    await row.waitFor();
    await row.getByTestId('students').getByText('< 5', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Inviter son administrateur — ${allegro}` }).click();
    const invite = page.getByRole('dialog', { name: `Inviter l'administrateur de ${allegro}` });
    await invite.getByLabel('Courriel').fill(allegroAdmin);
    await expect(axeViolations(page, '[role="dialog"]')).resolves.toEqual([]);
    await invite.getByRole('button', { name: "Envoyer l'invitation" }).click();
    await toast(page, 'Invitation envoyée').waitFor();
    await invite.waitFor({ state: 'detached' });
  });

  it("the invited administrator accepts the mailed link and administers Allegro only: its 'Groupes', empty", async () => {
    const link = linkIn(await journey.platform.mail.waitFor(allegroAdmin), '/invitation');
    const page = await journey.sessions.newPage();
    await page.goto(link);
    await page.waitForURL(/\/login-actions\//);
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await signUpThenSignIn(page, allegroAdmin, 'allegro-ma-non-troppo-3');
    await page.waitForURL((url) => url.pathname === '/invitation');
    await page.getByText('Invitation acceptée : bienvenue dans l’équipe !').waitFor();
    await page.getByRole('button', { name: 'Continuer' }).click();

    await page.waitForURL((url) => url.pathname === '/admin/groupes');
    const admin = portal(page, 'admin');
    await admin.getByRole('heading', { name: 'Groupes', level: 1 }).waitFor();
    await admin.getByText("Vous n'avez encore aucun groupe.").waitFor();
    await expect(admin.getByRole('navigation').getByRole('link', { name: 'Écoles' }).count()).resolves.toBe(
      0,
    );
    await page.goto(`${journey.platform.origin}/admin/ecoles`);
    await page.waitForURL((url) => url.pathname === '/admin/groupes');
  });

  it("never shows 'Écoles' to a school's administrator", async () => {
    const page = await journey.sessions.signedIn(demo.admin, '/admin/ecoles');
    await page.waitForURL((url) => url.pathname === '/admin/groupes');
    const admin = portal(page, 'admin');
    await admin.getByRole('heading', { name: 'Groupes', level: 1 }).waitFor();
    await expect(admin.getByRole('navigation').getByRole('link', { name: 'Écoles' }).count()).resolves.toBe(
      0,
    );
  });

  it('works on a phone: 390 px wide, every control a finger’s size, no axe violation', async () => {
    const page = await journey.sessions.signedIn(demo.board, '/admin/ecoles', phone);
    const { admin, table } = await boardSchools(page);
    await schoolRow(table, harmonie).getByTestId('students').getByText('< 5').waitFor();
    const problems = await layoutProblems(page, '[data-portal="admin"]');
    expect(problems.sideways ? await widestElement(page) : 'fits').toBe('fits');
    expect(problems.small).toEqual([]);
    expect(await overflowPast(page)).toBeLessThanOrEqual(0);
    await expect(axeViolations(page)).resolves.toEqual([]);

    await admin.getByRole('button', { name: 'Créer une école' }).click();
    await page.getByRole('dialog', { name: 'Créer une école' }).waitFor();
    expect(await layoutProblems(page, '[role="dialog"]')).toEqual({ small: [], sideways: false });
    await expect(axeViolations(page, '[role="dialog"]')).resolves.toEqual([]);
  });

  it("shows the board dashboard: the demo school's week, and its small groups' programmes as '< 5'", async () => {
    const page = await journey.sessions.signedIn(demo.board, '/admin/ecoles');
    const admin = portal(page, 'admin');
    await admin.getByRole('navigation').getByRole('link', { name: 'Tableau de bord' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/tableau-de-bord');
    const schools = admin.getByRole('table');
    await schools.getByRole('rowheader', { name: crescendo, exact: true }).waitFor();
    // Harmonie has fewer than 5 students: none of its figures.
    await schoolRow(schools, harmonie).getByTestId('students').getByText('< 5', { exact: true }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    // MUS212 — Harmonie has 3 students: its active students and minutes are withheld.
    const programmes = await programmesOf(page, crescendo);
    const mus212 = schoolRow(programmes.getByRole('table'), 'MUS212');
    await mus212.getByTestId('active').getByText('< 5', { exact: true }).waitFor();
    await mus212.getByTestId('practice').getByText('< 5', { exact: true }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
  });

  it('shows the board dashboard on a phone: 390 px wide, no axe violation', async () => {
    const page = await journey.sessions.signedIn(demo.board, '/admin/tableau-de-bord', phone);
    const programmes = await programmesOf(page, crescendo);
    await schoolRow(programmes.getByRole('table'), 'MUS212').getByText('< 5').first().waitFor();
    const problems = await layoutProblems(page, '[data-portal="admin"]');
    expect(problems.sideways ? await widestElement(page) : 'fits').toBe('fits');
    expect(problems.small).toEqual([]);
    expect(await overflowPast(page)).toBeLessThanOrEqual(0);
    await expect(axeViolations(page)).resolves.toEqual([]);
  });

  it("moves Harmonie's teacher to the demo school: 'Déplacer un enseignant', and Harmonie has none left", async () => {
    const page = await journey.sessions.signedIn(demo.board, '/admin/ecoles');
    const { table } = await boardSchools(page);
    const open = () =>
      schoolRow(table, harmonie)
        .getByRole('button', { name: `Déplacer un enseignant de ${harmonie}` })
        .click();
    await open();
    const move = page.getByRole('dialog', { name: `Déplacer un enseignant de ${harmonie}` });
    await move
      .getByLabel('Enseignant', { exact: true })
      .selectOption({ label: `${teacherName} (${demo.teacher})` });
    await move.getByLabel('Nouvelle école').selectOption({ label: crescendo });
    await expect(axeViolations(page, '[role="dialog"]')).resolves.toEqual([]);
    await move.getByRole('button', { name: 'Déplacer' }).click();
    await toast(page, 'Enseignant déplacé').waitFor();
    await move.waitFor({ state: 'detached' });

    await open();
    await page
      .getByRole('dialog', { name: `Déplacer un enseignant de ${harmonie}` })
      .getByText('Aucun enseignant dans cette école.')
      .waitFor();
  });
});
