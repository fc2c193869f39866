import type { Locator, Page } from 'playwright-core';
import {
  createAssignmentRoute,
  createGroupRoute,
  deleteAssignmentRoute,
  getAssignmentRoute,
  gradeSubmissionRoute,
  joinGroupRoute,
  type Assignment,
} from '@crescendo/contracts';
import { dayOf, shiftDay } from '@crescendo/domain';
import type { RunningPlatform } from '@crescendo/testing';
import {
  axeViolations,
  demo,
  fillSignIn,
  JourneyApi,
  layoutProblems,
  openJourney,
  phone,
  portal,
  Sessions,
} from '../src/index.js';

/**
 * Issue 10 §3, the student's Pratique tab and side panel. The student is eleve7, in no demo group and with no
 * practice, so every figure is this file's: the teacher makes a group for them and assigns three exercises
 * through the API — one due yesterday ('en retard'), one tomorrow ('bientôt dû'), one in ten days ('en
 * attente') — and grades the submission; the student does the rest in the browser, on a desktop, then at 390 px.
 */
let platform: RunningPlatform;
let sessions: Sessions;
let api: JourneyApi;
let closeJourney: (() => Promise<void>) | undefined;

const student = 'eleve7@demo.crescendo.ca';
const tag = Date.now().toString(36);
const today = dayOf(new Date());
const titles = {
  late: `Gammes en si bémol ${tag}`,
  soon: `Étude pour le concert ${tag}`,
  later: `Pièce au choix ${tag}`,
};
const assignments = new Map<string, Assignment>();

beforeAll(async () => {
  ({ platform, sessions, close: closeJourney } = await openJourney());
  api = new JourneyApi(platform.origin);
  const group = await api.call(demo.teacher, createGroupRoute, {
    body: { name: `MUS215 — Pratique ${tag}`, description: 'Journée de pratique' },
  });
  await api.call(student, joinGroupRoute, { body: { code: group.connectionCode! } });
  const assign = async (title: string, dueDate: string) =>
    assignments.set(
      title,
      await api.call(demo.teacher, createAssignmentRoute, {
        body: {
          groupId: group.id,
          title,
          description: 'Notez ce que vous avez travaillé.',
          dueDate,
          dueTime: '17:00',
          sendToClassroom: false,
        },
      }),
    );
  await assign(titles.late, shiftDay(today, -1));
  await assign(titles.soon, shiftDay(today, 1));
  await assign(titles.later, shiftDay(today, 10));
});

afterAll(() => closeJourney?.());

const pratique = '/student/dashboard?tab=pratique';
const card = (root: Locator, title: string) =>
  root.getByRole('listitem').filter({ has: root.page().getByRole('heading', { name: title, exact: true }) });
const practiceTable = (root: Locator) => root.getByRole('table', { name: 'Mes pratiques', exact: true });
const statusOf = (root: Locator, title: string) =>
  card(root, title).getByTestId('assignment-status').innerText();
const figure = (root: Locator, term: string) => root.locator(`dt:text-is("${term}") + dd`).innerText();
const sidePanel = (page: Page) =>
  portal(page, 'student')
    .getByRole('complementary', { name: 'Mes Informations' })
    .getByRole('region', { name: 'Statistiques de pratique' });

async function sidePanelFigures(page: Page): Promise<Record<string, string>> {
  const panel = sidePanel(page);
  await panel.waitFor();
  const terms = ['Total des pratiques', 'Exercices assignés', 'Complétés', 'En attente', 'Temps total'];
  const values = await Promise.all(terms.map((term) => figure(panel, term)));
  return Object.fromEntries(terms.map((term, index) => [term, values[index]!]));
}

/** Fills the submission / report form; blank strings leave a field empty. */
async function fillEntry(
  dialog: Locator,
  entry: { duration: string; content: string; goals: string; school?: boolean },
) {
  await dialog.getByLabel('Durée (minutes)').fill(entry.duration);
  if (entry.school) await dialog.getByLabel('École').check();
  await dialog.getByLabel('Contenu de la pratique').fill(entry.content);
  await dialog.getByLabel('Prochains objectifs').fill(entry.goals);
}

/** The student portal's scripts the page has loaded, with their text (to tell where chart.js came in). */
function portalScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (/\/portals\/student\/.+\.js$/.test(response.url()))
      scripts.set(
        response.url(),
        response.text().catch(() => ''),
      );
  });
  return scripts;
}
const hasChartJs = async (scripts: Map<string, Promise<string>>) =>
  (await Promise.all(scripts.values())).some((text) => text.includes('chartArea'));

describe('the student’s Pratique tab', () => {
  it('shows the assigned exercises with their statuses, an empty practice list and the side panel’s zeros, with no axe violation', async () => {
    const page = await sessions.newPage();
    const scripts = portalScripts(page);
    // Pages of 2 assignments: the third comes with 'Charger plus', the side panel counts it from the first.
    await page.route(
      (url) => url.pathname === '/api/v1/assignments',
      (route) => {
        const url = new URL(route.request().url());
        url.searchParams.set('limit', '2');
        return route.continue({ url: url.toString() });
      },
    );
    await page.goto(`${platform.origin}/student/dashboard`);
    await fillSignIn(page, student);
    await page.waitForURL(`${platform.origin}/student/dashboard`);
    const root = portal(page, 'student');
    await sidePanel(page).waitFor();
    // The dashboard's first page never loads the chart library.
    await expect(hasChartJs(scripts)).resolves.toBe(false);

    await root.getByRole('tab', { name: 'Pratique' }).click();
    await root.getByRole('heading', { name: 'Exercices assignés' }).waitFor();
    await card(root, titles.later).waitFor();
    await expect(card(root, titles.late).count()).resolves.toBe(0);
    await expect(sidePanelFigures(page)).resolves.toMatchObject({
      'Exercices assignés': '3',
      'En attente': '3',
    });
    await root.getByRole('button', { name: 'Charger plus' }).click();
    await card(root, titles.late).waitFor();
    await root.getByRole('button', { name: 'Charger plus' }).waitFor({ state: 'detached' });
    await expect(statusOf(root, titles.late)).resolves.toBe('en retard');
    await expect(statusOf(root, titles.soon)).resolves.toBe('bientôt dû');
    await expect(statusOf(root, titles.later)).resolves.toBe('en attente');
    await root.getByText('Aucune pratique enregistrée', { exact: true }).waitFor();
    await expect(sidePanelFigures(page)).resolves.toEqual({
      'Total des pratiques': '0',
      'Exercices assignés': '3',
      Complétés: '0',
      'En attente': '3',
      'Temps total': '0 min',
    });
    // No practice yet: no statistics, so chart.js is still not there.
    await expect(hasChartJs(scripts)).resolves.toBe(false);
    await expect(axeViolations(page)).resolves.toEqual([]);
  });

  it('refuses a bad submission field by field, then submits late: "Envoi en cours...", "Devoir soumis", marked late', async () => {
    const page = await sessions.signedIn(student, pratique);
    const root = portal(page, 'student');
    await card(root, titles.late)
      .getByRole('button', { name: `Soumettre « ${titles.late} »` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Soumettre : ${titles.late}` });
    await dialog.waitFor();
    // The date defaults to today on the organisation's clock.
    await expect(dialog.getByLabel('Date de la pratique').inputValue()).resolves.toBe(today);

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/submissions')) posts.push(request.url());
    });
    await fillEntry(dialog, { duration: '301', content: '   ', goals: '' });
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await dialog.getByText("La durée est d'au plus 300 minutes.").waitFor();
    await dialog.getByText('Le contenu est requis.').waitFor();
    await dialog.getByText('Les prochains objectifs sont requis.').waitFor();
    await fillEntry(dialog, { duration: '0', content: 'Gammes', goals: 'Tempo' });
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await dialog.getByText("La durée est d'au moins 1 minute.").waitFor();
    await fillEntry(dialog, { duration: '12.5', content: 'Gammes', goals: 'Tempo' });
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await dialog.getByText('La durée est un nombre entier de minutes.').waitFor();
    await expect(axeViolations(page, '[role="dialog"]')).resolves.toEqual([]);
    expect(posts).toEqual([]);

    // The answer waits until the test has seen the button disabled with 'Envoi en cours...'.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/assignments/*/submissions', async (route) => {
      await released;
      await route.continue();
    });
    await fillEntry(dialog, {
      duration: '45',
      content: 'Gammes de si bémol et arpèges',
      goals: 'Monter le tempo à 90',
      school: true,
    });
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    const sending = dialog.getByRole('button', { name: 'Envoi en cours...' });
    await sending.waitFor();
    await expect(sending.isDisabled()).resolves.toBe(true);
    release();
    await page.getByText('Devoir soumis', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(posts).toHaveLength(1);
    await page.unroute('**/api/v1/assignments/*/submissions');

    await card(root, titles.late).getByText('Soumis en retard', { exact: true }).waitFor();
    await card(root, titles.late).getByText('En attente de correction').waitFor();
    await practiceTable(root).getByRole('row').filter({ hasText: '45 min' }).waitFor();
  });

  it('shows the grade and the comment the teacher gave', async () => {
    const { submissions } = await api.call(demo.teacher, getAssignmentRoute, {
      params: { assignmentId: assignments.get(titles.late)!.id },
    });
    expect(submissions).toHaveLength(1);
    expect(submissions[0]!.late).toBe(true);
    await api.call(demo.teacher, gradeSubmissionRoute, {
      params: { submissionId: submissions[0]!.id },
      body: { grade: 87, feedback: 'Beau travail sur les arpèges.' },
    });

    const page = await sessions.signedIn(student, pratique);
    const graded = card(portal(page, 'student'), titles.late);
    await graded.getByText('Note : 87/100', { exact: true }).waitFor();
    await graded.getByText('Beau travail sur les arpèges.').waitFor();
    await graded.getByText("Commentaire de l'enseignant").waitFor();
    await expect(statusOf(portal(page, 'student'), titles.late)).resolves.toBe('Soumis en retard');
  });

  it('says "Erreur lors de la soumission." when the exercise is gone meanwhile, and keeps the form', async () => {
    const page = await sessions.signedIn(student, pratique);
    const root = portal(page, 'student');
    await card(root, titles.later)
      .getByRole('button', { name: `Soumettre « ${titles.later} »` })
      .click();
    const dialog = page.getByRole('dialog');
    await fillEntry(dialog, { duration: '20', content: 'Pièce', goals: 'Mémoriser' });
    await api.call(demo.teacher, deleteAssignmentRoute, {
      params: { assignmentId: assignments.get(titles.later)!.id },
    });
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByText('Erreur lors de la soumission.', { exact: true }).waitFor();
    await expect(dialog.getByLabel('Contenu de la pratique').inputValue()).resolves.toBe('Pièce');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('adds a voluntary report (an error toast when the network fails), filters, searches and opens the details', async () => {
    const page = await sessions.signedIn(student, pratique);
    const root = portal(page, 'student');
    await root.getByRole('button', { name: 'Ajouter une pratique' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau rapport de pratique' });
    await fillEntry(dialog, {
      duration: '30',
      content: 'Lecture à vue, étude de Klosé',
      goals: 'Respirer aux bons endroits',
    });
    // The server refuses once (what waiting cannot mend; without a network the report would wait on the
    // device: offline-report.spec): the spec's error toast, and the form keeps what was typed.
    let refused = false;
    await page.route('**/api/v1/practice-reports', (route) => {
      if (route.request().method() !== 'POST' || refused) return route.continue();
      refused = true;
      return route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'CONFLICT', message: 'Conflit.' } }),
      });
    });
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByText("Erreur lors de l'ajout du rapport.", { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByText('Rapport de pratique ajouté', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const rows = practiceTable(root).locator('tbody tr');
    await expect(rows.count()).resolves.toBe(2);
    const search = root.getByRole('searchbox', { name: 'Rechercher' });
    await search.fill('KLOSE');
    await root.getByText('Pratiques affichées : 1').waitFor();
    await expect(rows.first().innerText()).resolves.toContain('Lecture à vue');
    await search.fill('arpeges tempo'); // the submission's content and goals, without accents
    await root.getByText('Pratiques affichées : 1').waitFor();
    await expect(rows.first().innerText()).resolves.toContain('45 min');
    await search.fill('trompette');
    await root.getByText('Aucune pratique trouvée avec ces filtres', { exact: true }).waitFor();
    await search.fill('');
    const period = root.getByLabel('Période', { exact: true });
    await period.selectOption({ label: 'Le mois dernier' });
    await root.getByText('Aucune pratique trouvée avec ces filtres', { exact: true }).waitFor();
    await period.selectOption({ label: '7 derniers jours' });
    await root.getByText('Pratiques affichées : 2').waitFor();
    await period.selectOption({ label: 'Ce mois-ci' });
    await root.getByText('Pratiques affichées : 2').waitFor();

    await search.fill('arpèges');
    await root.getByRole('button', { name: `Détails de la pratique du ${today}` }).click();
    const detail = root.getByRole('region', { name: /^Pratique du / });
    await detail.getByText('Monter le tempo à 90').waitFor();
    await detail.getByText(titles.late).waitFor();
    await expect(figure(detail, 'Lieu')).resolves.toBe('École');
    await expect(figure(detail, 'Type')).resolves.toBe('Devoir');
    await expect(axeViolations(page)).resolves.toEqual([]);
    await detail.getByRole('button', { name: 'Fermer' }).click();
    await detail.waitFor({ state: 'detached' });
  });

  it('counts it all in the side panel and draws minutes per day and per week, with their data as tables', async () => {
    const page = await sessions.newPage();
    const scripts = portalScripts(page);
    await page.goto(`${platform.origin}${pratique}`);
    await fillSignIn(page, student);
    const root = portal(page, 'student');
    await expect(sidePanelFigures(page)).resolves.toEqual({
      'Total des pratiques': '2',
      'Exercices assignés': '2',
      Complétés: '1',
      'En attente': '1',
      'Temps total': '1 h 15 min',
    });
    const statistics = root.getByRole('region', { name: 'Statistiques', exact: true });
    await expect(figure(statistics, 'Pratiques')).resolves.toBe('2');
    await expect(figure(statistics, 'Temps total')).resolves.toBe('75 min');
    // The period's most recent practices, and the history table with its note of the total.
    await expect(statistics.getByRole('listitem').count()).resolves.toBe(2);
    const history = statistics.getByRole('table', { name: 'Historique' });
    await expect(history.locator('tbody tr').count()).resolves.toBe(2);
    await statistics.getByText('Les 2 plus récentes sur 2 pratiques de la période.').waitFor();
    const perDay = statistics.getByRole('figure', { name: 'Minutes de pratique par jour' });
    await perDay.getByRole('img', { name: /75 minutes au total/ }).waitFor();
    await perDay.getByText('Voir les données du graphique').click();
    const lastDay = perDay.getByRole('table').locator('tbody tr').last();
    await expect(lastDay.locator('td').innerText()).resolves.toBe('75');
    const perWeek = statistics.getByRole('figure', { name: 'Minutes de pratique par semaine' });
    await perWeek.getByRole('img', { name: /8 dernières semaines : 75 minutes au total/ }).waitFor();
    await expect(hasChartJs(scripts)).resolves.toBe(true);

    await statistics.getByLabel('Type de pratique', { exact: true }).selectOption({ label: 'Volontaires' });
    await expect(figure(statistics, 'Temps total')).resolves.toBe('30 min');
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});

describe('the Pratique tab on a phone (390 px, touch)', () => {
  it('fits the tab, the table and the modal in 390 px with 44 px touch targets, adds a report by touch, axe clean', async () => {
    const page = await sessions.signedIn(student, pratique, phone);
    const root = portal(page, 'student');
    await practiceTable(root).waitFor();
    await root.getByRole('region', { name: 'Statistiques', exact: true }).getByRole('img').first().waitFor();
    await expect(layoutProblems(page, '[data-portal="student"]')).resolves.toEqual({
      small: [],
      sideways: false,
    });
    await expect(axeViolations(page)).resolves.toEqual([]);

    await root.getByRole('button', { name: 'Ajouter une pratique' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Nouveau rapport de pratique' });
    await dialog.waitFor();
    await expect(layoutProblems(page, '[role="dialog"]')).resolves.toEqual({ small: [], sideways: false });
    await expect(axeViolations(page, '[role="dialog"]')).resolves.toEqual([]);
    await fillEntry(dialog, { duration: '20', content: 'Sons filés', goals: 'Tenir 8 temps' });
    await dialog.getByRole('button', { name: 'Envoyer' }).tap();
    await page.getByText('Rapport de pratique ajouté', { exact: true }).waitFor();

    await expect(sidePanelFigures(page)).resolves.toMatchObject({
      'Total des pratiques': '3',
      'Temps total': '1 h 35 min',
    });
    const row = practiceTable(root).getByRole('row').filter({ hasText: '20 min' });
    await row.getByRole('button', { name: /^Détails/ }).tap();
    await root
      .getByRole('region', { name: /^Pratique du / })
      .getByText('Sons filés')
      .waitFor();
    await expect(layoutProblems(page, '[data-portal="student"]')).resolves.toEqual({
      small: [],
      sideways: false,
    });
  });
});
