import type { Page } from 'playwright-core';
import { demoSchools } from '@crescendo/domain/demo';
import {
  startFakeGoogle,
  startFakeOidcIssuer,
  type RunningFakeGoogle,
  type RunningFakeOidcIssuer,
} from '@crescendo/fake-google';
import {
  axeViolations,
  demo,
  layoutProblems,
  openJourney,
  overflowPast,
  phone,
  portal,
  widestElement,
  type Journey,
} from '../src/index.js';

/**
 * Sign-in by the school's domain (issue 25 §5, the spec's 'connexion par domaine', decision 0057): the demo
 * board's administrator configures Harmonie's staff domain with its Google Workspace (a fake Google of this
 * file) and its pupils' domain with Microsoft Entra ID (the fake OIDC issuer); a teacher and a pupil then sign
 * in with 'Se connecter avec mon école' and land in Harmonie with the domain's role. An address whose domain has
 * no provider gets the spec's 'Erreur lors de la connexion par domaine.'
 */
let journey: Journey;
let workspace: RunningFakeGoogle;
let entra: RunningFakeOidcIssuer;

const harmonie = demoSchools[1]!;
const staffDomain = harmonie.domain;
const pupilsDomain = `eleves.${harmonie.domain}`;
const teacher = `gabrielle.roy@${staffDomain}`;
const pupil = `emile.nelligan@${pupilsDomain}`;

beforeAll(async () => {
  journey = await openJourney();
  const callback = `${journey.platform.origin}/realms/crescendo/broker/domain/endpoint`;
  workspace = await startFakeGoogle({
    port: 0,
    clients: [{ clientId: 'harmonie-workspace', clientSecret: 'secret-workspace', redirectUris: [callback] }],
    accounts: [{ email: teacher, givenName: 'Gabrielle', familyName: 'Roy', hostedDomain: staffDomain }],
  });
  entra = await startFakeOidcIssuer({
    clients: [{ clientId: 'harmonie-entra', clientSecret: 'secret-entra', redirectUris: [callback] }],
    accounts: [{ email: pupil, name: 'Émile Nelligan', givenName: 'Émile', familyName: 'Nelligan' }],
  });
});

afterAll(async () => {
  await journey?.close();
  await workspace?.close();
  await entra?.close();
});

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();

/** 'Ajouter un domaine', filled and saved. */
async function addDomain(
  page: Page,
  domain: { name: string; kind: string; issuer: string; clientId: string; secret: string; role: string },
) {
  const admin = portal(page, 'admin');
  await admin.getByRole('button', { name: 'Ajouter un domaine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un domaine' });
  await dialog.getByLabel('Domaine de courriel').fill(domain.name);
  await dialog.getByLabel('Fournisseur').selectOption({ label: domain.kind });
  await dialog.getByLabel('Émetteur (issuer)').fill(domain.issuer);
  await dialog.getByLabel('Identifiant client').fill(domain.clientId);
  await dialog.getByLabel('Secret client').fill(domain.secret);
  await dialog.getByLabel('École', { exact: true }).selectOption({ label: harmonie.name });
  await dialog.getByLabel('Rôle donné dans l’école').selectOption({ label: domain.role });
  await expect(axeViolations(page, '[role="dialog"]')).resolves.toEqual([]);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await toast(page, 'Domaine enregistré').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await admin.getByRole('rowheader', { name: domain.name, exact: true }).waitFor();
}

/** A new visitor on the sign-in page who chooses 'Se connecter avec mon école' and types `email`. */
async function signInWithSchool(email: string, options = {}): Promise<Page> {
  const page = await journey.sessions.newPage(options);
  await page.goto(`${journey.platform.origin}/dashboard`);
  await page.waitForURL(/\/login-actions\//);
  await page.getByRole('link', { name: 'Se connecter avec mon école' }).click();
  await page.getByRole('heading', { name: 'Se connecter avec mon école' }).waitFor();
  await page.getByLabel('Courriel de l’école').fill(email);
  await page.getByRole('button', { name: 'Continuer' }).click();
  return page;
}

describe("'Se connecter avec mon école'", () => {
  it("lets the board's administrator configure Harmonie's two domains, the secrets never shown", async () => {
    const page = await journey.sessions.signedIn(demo.board, '/admin/ecoles');
    const admin = portal(page, 'admin');
    await admin.getByRole('navigation').getByRole('link', { name: 'Connexion par domaine' }).click();
    await admin.getByRole('heading', { name: 'Connexion par domaine', level: 1 }).waitFor();
    await expect(admin.getByTestId('redirect-uri').innerText()).resolves.toBe(
      `${journey.platform.origin}/realms/crescendo/broker/domain/endpoint`,
    );
    await addDomain(page, {
      name: staffDomain,
      kind: 'Google Workspace',
      issuer: workspace.url,
      clientId: 'harmonie-workspace',
      secret: 'secret-workspace',
      role: 'Enseignants',
    });
    await addDomain(page, {
      name: pupilsDomain,
      kind: 'Microsoft Entra ID',
      issuer: entra.issuer,
      clientId: 'harmonie-entra',
      secret: 'secret-entra',
      role: 'Élèves',
    });
    await expect(admin.getByRole('table').innerText()).resolves.not.toContain('secret-');
    await expect(axeViolations(page)).resolves.toEqual([]);
  });

  it('signs a teacher in through the Workspace, into Harmonie as a teacher', async () => {
    const page = await signInWithSchool(teacher);
    await page.waitForURL((url) => url.pathname === '/teacher/groupes');
    await portal(page, 'teacher').getByRole('heading', { name: 'Mes Groupes' }).waitFor();
  });

  it('signs a pupil in through Entra ID, into Harmonie as a student', async () => {
    const page = await signInWithSchool(pupil);
    await page.waitForURL((url) => url.pathname === '/student/dashboard');
    await portal(page, 'student').waitFor();
  });

  it('says the spec’s failure for a domain without provider, on a phone, axe-clean', async () => {
    const page = await signInWithSchool('quelquun@ecole-inconnue.test', phone);
    await page
      .getByRole('alert')
      .getByText('Erreur lors de la connexion par domaine.', { exact: true })
      .waitFor();
    await expect(page.getByLabel('Courriel de l’école').inputValue()).resolves.toBe(
      'quelquun@ecole-inconnue.test',
    );
    const problems = await layoutProblems(page, 'main');
    expect(problems.sideways ? await widestElement(page) : 'fits').toBe('fits');
    expect(problems.small).toEqual([]);
    expect(await overflowPast(page)).toBeLessThanOrEqual(0);
    await expect(axeViolations(page)).resolves.toEqual([]);
  });

  it("shows 'Connexion par domaine' on a phone: 390 px wide, no axe violation", async () => {
    const page = await journey.sessions.signedIn(demo.board, '/admin/connexion-par-domaine', phone);
    const admin = portal(page, 'admin');
    await admin.getByRole('rowheader', { name: staffDomain, exact: true }).waitFor();
    const problems = await layoutProblems(page, '[data-portal="admin"]');
    expect(problems.sideways ? await widestElement(page) : 'fits').toBe('fits');
    expect(problems.small).toEqual([]);
    expect(await overflowPast(page)).toBeLessThanOrEqual(0);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await admin.getByRole('button', { name: `Modifier le domaine ${staffDomain}` }).click();
    await page.getByRole('dialog', { name: `Modifier le domaine ${staffDomain}` }).waitFor();
    expect(await layoutProblems(page, '[role="dialog"]')).toEqual({ small: [], sideways: false });
    await expect(axeViolations(page, '[role="dialog"]')).resolves.toEqual([]);
  });
});
