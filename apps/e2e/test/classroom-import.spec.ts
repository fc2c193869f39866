import type { Locator, Page } from 'playwright-core';
import type { RunningPlatform } from '@crescendo/testing';
import {
  axeViolations,
  demo,
  layoutProblems,
  openJourney,
  phone,
  portal,
  widestElement,
  type Journey,
} from '../src/index.js';

// Issue 11 (2, 3, 9): the teacher connects Google through fake-google's consent page, imports Classroom courses
// with the selection modal and the live progress, re-imports, and sees a failing course counted as failed.
// fake-google's demo teacher prof@demo.crescendo.ca teaches MUS212, MUS312 and MUS413 this school year.
let journey: Journey;
let platform: RunningPlatform;
let page: Page;
/** The live channel's frames of an import's progress the teacher's page received. */
const pushed: string[] = [];

const courses = {
  harmonie: { id: '700000000212', name: 'MUS212 — Harmonie' },
  cordes: { id: '700000000312', name: 'MUS312 — Orchestre à cordes' },
  jazz: { id: '700000000413', name: 'MUS413 — Ensemble jazz' },
};
const renamed = 'MUS312 — Orchestre symphonique';

beforeAll(async () => {
  journey = await openJourney();
  platform = journey.platform;
});

afterAll(() => journey?.close());

/** fake-google's control API, as a test or the demo changes Google's side. */
async function google(method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${platform.fakeGoogleUrl}/__control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`fake-google ${method} ${path}: ${response.status}`);
}

async function expectAxeClean(on: Page) {
  await expect(axeViolations(on)).resolves.toEqual([]);
}

const teacherRoot = (on: Page) => portal(on, 'teacher');
const importButton = (on: Page) =>
  teacherRoot(on).getByRole('button', { name: 'Importer depuis Google Classroom' });
const grid = (on: Page) => teacherRoot(on).getByRole('list', { name: 'Grille' });
const card = (on: Page, name: string): Locator =>
  grid(on)
    .getByRole('listitem')
    .filter({ has: on.getByRole('heading', { name, exact: true }) });

/** Opens the selection modal, ticks `names`, confirms; answers the result alert's text once the import is over. */
async function importCourses(on: Page, names: string[]): Promise<string> {
  await importButton(on).click();
  const modal = on.getByRole('dialog', { name: 'Importer depuis Google Classroom' });
  for (const name of names) await modal.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
  await modal.getByRole('button', { name: `Importer (${names.length})` }).click();
  const result = teacherRoot(on).getByTestId('classroom-import-result');
  await result.waitFor({ timeout: 30_000 });
  return (await result.innerText()).replace(/\s+/g, ' ').trim();
}

/** 'Connecter Google' beside the status, the confirmation, Google's chooser, and back to the groups. */
async function reconnect(on: Page) {
  await teacherRoot(on).getByRole('button', { name: 'Connecter Google' }).click();
  await on
    .getByRole('dialog', { name: 'Connecter Google Classroom' })
    .getByRole('button', { name: 'Continuer avec Google' })
    .click();
  await on.getByRole('button', { name: /prof@demo\.crescendo\.ca/ }).click();
  await on.getByRole('button', { name: 'Lier ce compte Google' }).click();
  await on.waitForURL(`${platform.origin}/home?auth=google_success`);
  await on.getByRole('link', { name: 'Retour à mes groupes' }).click();
  await teacherRoot(on).getByText('Google connecté : prof@demo.crescendo.ca').waitFor();
}

describe('Google Classroom import, for the teacher', () => {
  it('connects Google after the confirmation dialog, through Google’s consent page, back on the groups with the course selection open', async () => {
    page = await journey.sessions.signedIn(demo.teacher, '/teacher/groupes');
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"classroom-sync.import.progress"')) pushed.push(String(payload));
      }),
    );
    await teacherRoot(page).getByRole('heading', { name: 'Mes Groupes', level: 1 }).waitFor();
    await teacherRoot(page).getByText('Google n’est pas connecté.').waitFor();
    await expectAxeClean(page);

    // No connection yet: the import offers to connect, with what Crescendo will be allowed to do.
    await importButton(page).click();
    const dialog = page.getByRole('dialog', {
      name: 'Vous devez être connecté pour importer des groupes depuis Google Classroom',
    });
    await dialog.getByText(/lire vos cours et vos listes d’élèves/).waitFor();
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Continuer avec Google' }).click();

    // Refused on Google's page: back on /home with the error banner.
    await page.waitForURL((url) => url.href.startsWith(platform.fakeGoogleUrl));
    await page.getByRole('heading', { name: 'Choisissez un compte' }).waitFor();
    await page.getByRole('button', { name: 'Annuler' }).click();
    await page.waitForURL(`${platform.origin}/home?error=google_auth_failed`);
    await page.getByText("Erreur lors de l'authentification Google. Veuillez réessayer.").waitFor();
    await expectAxeClean(page);
    await page.getByRole('link', { name: 'Retour à mes groupes' }).click();
    await teacherRoot(page).getByText('Google n’est pas connecté.').waitFor();

    // Accepted: Google's account chooser (fake-google), then back through the gateway's callback, which
    // asks which Google account goes to which Crescendo account before storing anything (issue 34.2).
    await importButton(page).click();
    await dialog.getByRole('button', { name: 'Continuer avec Google' }).click();
    await page.waitForURL((url) => url.href.startsWith(platform.fakeGoogleUrl));
    await page.getByRole('button', { name: /prof@demo\.crescendo\.ca/ }).click();
    await page.getByRole('heading', { name: 'Lier un compte Google', level: 1 }).waitFor();
    await expect(page.getByTestId('google-email').innerText()).resolves.toBe('prof@demo.crescendo.ca');
    await expect(page.getByTestId('crescendo-email').innerText()).resolves.toBe(demo.teacher);
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Lier ce compte Google' }).click();
    // Back where the import started, its course selection open (issue 32 §5), the address cleaned.
    await page.waitForURL(`${platform.origin}/teacher/groupes`);
    const selection = page.getByRole('dialog', { name: 'Importer depuis Google Classroom' });
    await selection.waitFor();
    await expectAxeClean(page);
    await selection.getByRole('button', { name: 'Annuler' }).click();
    await teacherRoot(page).getByText('Google connecté : prof@demo.crescendo.ca').waitFor();
  });

  it('imports the chosen courses: the selection modal, the live progress, the result, the groups with their source', async () => {
    // Each roster answers slowly, so the overlay has something to show.
    await google('PUT', '/latency', { rules: [{ path: '/v1/courses/*/students', ms: 1200 }] });

    await importButton(page).click();
    const modal = page.getByRole('dialog', { name: 'Importer depuis Google Classroom' });
    for (const course of Object.values(courses)) await modal.getByText(course.name).waitFor();
    // The ARCHIVED course and the one from two school years ago are not offered.
    await expect(modal.getByText('MUS316 — Chorale').count()).resolves.toBe(0);
    await expect(modal.getByText('MUS512 — Harmonie').count()).resolves.toBe(0);
    // None chosen: the spec's message, the confirmation disabled.
    await modal.getByText('Veuillez sélectionner au moins un groupe à importer.').waitFor();
    await expect(modal.getByRole('button', { name: 'Importer (0)' }).isDisabled()).resolves.toBe(true);
    await expectAxeClean(page);

    await modal.getByRole('checkbox', { name: new RegExp(`^${courses.cordes.name}`) }).check();
    await modal.getByRole('checkbox', { name: new RegExp(`^${courses.jazz.name}`) }).check();
    await expect(
      modal.getByText('Veuillez sélectionner au moins un groupe à importer.').count(),
    ).resolves.toBe(0);
    await modal.getByRole('button', { name: 'Importer (2)' }).click();

    const overlay = page.getByRole('dialog', { name: 'Import en cours…' });
    await overlay.getByText(/^[01] \/ 2 groupe\(s\) traité\(s\)$/).waitFor();
    await expectAxeClean(page);

    const result = teacherRoot(page).getByTestId('classroom-import-result');
    await result.waitFor({ timeout: 30_000 });
    await expect(result.innerText()).resolves.toContain(
      'Import terminé : 2 groupe(s) traité(s), 2 nouveau(x), 0 mis à jour, 0 en échec.',
    );
    // The progress came over the live channel, not only from reading the import.
    expect(pushed.length).toBeGreaterThan(0);
    await google('DELETE', '/latency');

    // The groups list was read again: the new groups, with their source.
    for (const course of [courses.cordes, courses.jazz]) {
      await card(page, course.name).getByText('Google Classroom', { exact: true }).waitFor();
    }
    await expectAxeClean(page);
    await card(page, courses.cordes.name)
      .getByRole('button', { name: /^Détails/ })
      .click();
    const details = page.getByRole('dialog', { name: courses.cordes.name });
    await details.getByText('Google Classroom', { exact: true }).waitFor();
    await details.getByRole('button', { name: 'Fermer' }).first().click();
  });

  it('re-imports a course renamed in Google Classroom: the same group takes the new name', async () => {
    await google('PATCH', `/courses/${courses.cordes.id}`, { name: renamed });
    await importButton(page).click();
    const modal = page.getByRole('dialog', { name: 'Importer depuis Google Classroom' });
    // Already imported: marked, and importing it updates it.
    await modal
      .getByRole('checkbox', { name: new RegExp(`^${renamed}.*Déjà importé : sera mis à jour`) })
      .waitFor();
    await modal.getByRole('button', { name: 'Annuler' }).click();

    const text = await importCourses(page, [renamed]);
    expect(text).toContain('Import terminé : 1 groupe(s) traité(s), 0 nouveau(x), 1 mis à jour, 0 en échec.');
    await card(page, renamed).waitFor();
    await expect(card(page, courses.cordes.name).count()).resolves.toBe(0);
  });

  it('counts a failing course as failed while the others go on; none succeeding asks to check permissions', async () => {
    await google('POST', '/failures', {
      path: `/v1/courses/${courses.jazz.id}/students`,
      status: 403,
      times: 100,
    });
    try {
      const mixed = await importCourses(page, [courses.harmonie.name, courses.jazz.name]);
      expect(mixed).toContain(
        'Import terminé : 2 groupe(s) traité(s), 1 nouveau(x), 0 mis à jour, 1 en échec.',
      );
      expect(mixed).toContain(`En échec : ${courses.jazz.name}.`);
      await card(page, courses.harmonie.name).filter({ hasText: 'Google Classroom' }).first().waitFor();

      const none = await importCourses(page, [courses.jazz.name]);
      expect(none).toContain(
        'Import terminé : 1 groupe(s) traité(s), 0 nouveau(x), 0 mis à jour, 1 en échec.',
      );
      expect(none).toContain('Aucun groupe n’a pu être importé. Vérifiez les permissions Google Classroom');
      await expectAxeClean(page);
    } finally {
      await google('DELETE', '/failures');
    }
  });

  it('fits a phone: the selection modal at 390 px', async () => {
    const onPhone = await journey.sessions.signedIn(demo.teacher, '/teacher/groupes', phone);
    await teacherRoot(onPhone).getByText('Google connecté : prof@demo.crescendo.ca').waitFor();
    await importButton(onPhone).click();
    const modal = onPhone.getByRole('dialog', { name: 'Importer depuis Google Classroom' });
    await modal.getByText(courses.jazz.name).waitFor();
    const problems = await layoutProblems(onPhone, '[role="dialog"]');
    expect(problems.sideways ? await widestElement(onPhone) : 'fits').toBe('fits');
    // A checkbox is reached through its whole row (its label), at least 44 px high.
    expect(problems.small.filter((line) => !line.startsWith('INPUT ""'))).toEqual([]);
    const rows = await modal
      .locator('label')
      .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().height));
    expect(rows.every((height) => height >= 44)).toBe(true);
    await expectAxeClean(onPhone);
  });

  it('lets an admin import, from their own Google account, for a teacher of the organisation', async () => {
    await google('POST', '/accounts', {
      email: demo.admin,
      givenName: 'Alice',
      familyName: 'Direction',
      courses: [{ name: 'MUS101 — Éveil musical', students: [] }],
    });
    const admin = await journey.sessions.signedIn(demo.admin, '/admin/groupes');
    const root = portal(admin, 'admin');
    await root.getByRole('button', { name: 'Importer depuis Google Classroom' }).click();
    await admin
      .getByRole('dialog', {
        name: 'Vous devez être connecté pour importer des groupes depuis Google Classroom',
      })
      .getByRole('button', { name: 'Continuer avec Google' })
      .click();
    await admin.getByRole('button', { name: new RegExp(demo.admin.replace(/\./g, '\\.')) }).click();
    await admin.getByRole('button', { name: 'Lier ce compte Google' }).click();
    // Back on 'Groupes' (issue 32 §5): 'Connexion Google réussie !' there, the course selection open.
    await admin.waitForURL(`${platform.origin}/admin/groupes`);
    await root.getByText('Connexion Google réussie !').waitFor();
    await root.getByText(`Google connecté : ${demo.admin}`).waitFor();
    const modal = admin.getByRole('dialog', { name: 'Importer depuis Google Classroom' });
    const forTeacher = modal.getByLabel('Importer pour l’enseignant');
    const teacherId = await forTeacher.locator('option', { hasText: demo.teacher }).getAttribute('value');
    await forTeacher.selectOption(teacherId!);
    await modal.getByRole('checkbox', { name: /^MUS101 — Éveil musical/ }).check();
    await expectAxeClean(admin);
    await modal.getByRole('button', { name: 'Importer (1)' }).click();
    const result = root.getByTestId('classroom-import-result');
    await result.waitFor({ timeout: 30_000 });
    await expect(result.innerText()).resolves.toContain(
      'Import terminé : 1 groupe(s) traité(s), 1 nouveau(x), 0 mis à jour, 0 en échec.',
    );
    // The group is the teacher's: it shows in their list.
    await admin.close();
    await page.reload();
    await card(page, 'MUS101 — Éveil musical').getByText('Google Classroom', { exact: true }).waitFor();
  });

  it('asks to reconnect when Google refuses the session (in an import, listing the courses), and disconnects Google', async () => {
    // Google answers 401 in the middle of an import: the course fails, and the user is asked to reconnect.
    await google('POST', '/failures', {
      path: `/v1/courses/${courses.harmonie.id}/students`,
      status: 401,
      times: 50,
    });
    try {
      await importButton(page).click();
      const modal = page.getByRole('dialog', { name: 'Importer depuis Google Classroom' });
      await modal.getByRole('checkbox', { name: new RegExp(`^${courses.harmonie.name}`) }).check();
      await modal.getByRole('button', { name: 'Importer (1)' }).click();
      const again = page.getByRole('dialog', {
        name: 'Votre session Google a expiré. Voulez-vous vous reconnecter maintenant ?',
      });
      await again.waitFor({ timeout: 30_000 });
      await expect(teacherRoot(page).getByTestId('classroom-import-result').innerText()).resolves.toContain(
        '1 en échec',
      );
      await again.getByRole('button', { name: 'Annuler' }).click();
      await teacherRoot(page).getByText('Google n’est pas connecté.').waitFor();
    } finally {
      await google('DELETE', '/failures');
    }
    await reconnect(page);

    // Google answers 401 to the course list: the session is over, the server erases it.
    await google('POST', '/failures', { path: '/v1/courses', method: 'GET', status: 401, times: 20 });
    try {
      await importButton(page).click();
      const dialog = page.getByRole('dialog', {
        name: 'Votre session Google a expiré. Voulez-vous vous reconnecter maintenant ?',
      });
      await dialog.waitFor();
      await expectAxeClean(page);
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await teacherRoot(page).getByText('Google n’est pas connecté.').waitFor();
    } finally {
      await google('DELETE', '/failures');
    }

    // Connected again, then 'Déconnecter Google' after its confirmation.
    await reconnect(page);

    await teacherRoot(page).getByRole('button', { name: 'Déconnecter Google' }).click();
    const confirm = page.getByRole('dialog', { name: 'Déconnecter Google ?' });
    await expectAxeClean(page);
    await confirm.getByRole('button', { name: 'Déconnecter Google' }).click();
    await page.getByText('Google déconnecté', { exact: true }).waitFor();
    await teacherRoot(page).getByText('Google n’est pas connecté.').waitFor();
  });
  it('says so when the Google account has no course to import', async () => {
    // The teacher connects another Google account: one with no course (fake-google's julie.gagnon).
    await teacherRoot(page).getByRole('button', { name: 'Connecter Google' }).click();
    await page
      .getByRole('dialog', { name: 'Connecter Google Classroom' })
      .getByRole('button', { name: 'Continuer avec Google' })
      .click();
    await page.getByRole('button', { name: /julie\.gagnon@demo\.crescendo\.ca/ }).click();
    await expect(page.getByTestId('google-email').innerText()).resolves.toBe(
      'julie.gagnon@demo.crescendo.ca',
    );
    await page.getByRole('button', { name: 'Lier ce compte Google' }).click();
    await page.waitForURL(`${platform.origin}/home?auth=google_success`);
    await page.getByRole('link', { name: 'Retour à mes groupes' }).click();
    await teacherRoot(page).getByText('Google connecté : julie.gagnon@demo.crescendo.ca').waitFor();
    await importButton(page).click();
    await teacherRoot(page)
      .getByRole('alert')
      .filter({ hasText: 'Aucun groupe trouvé dans votre Google Classroom.' })
      .waitFor();
    await expectAxeClean(page);
  });
});
