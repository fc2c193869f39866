import {
  getClassroomImportRoute,
  listClassroomCoursesRoute,
  startClassroomImportRoute,
  startGoogleConnectionRoute,
} from '@crescendo/contracts';
import { eventually } from '@crescendo/testing';
import {
  axeViolations,
  demo,
  JourneyApi,
  layoutProblems,
  openJourney,
  phone,
  portal,
  widestElement,
  type Journey,
} from '../src/index.js';

/** The demo teacher's 'MUS413 — Ensemble jazz' in fake-google: four students (no demo group has its name). */
const jazz = { id: '700000000413', name: 'MUS413 — Ensemble jazz' };

let journey: Journey;
let api: JourneyApi;

beforeAll(async () => {
  journey = await openJourney();
  api = new JourneyApi(journey.platform.origin);
}, 180_000);
afterAll(() => journey?.close());

async function control(method: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${journey.platform.fakeGoogleUrl}/__control${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

describe('roster re-sync (issue 11.5b): a roster change arrives by re-sync and is approved in the group’s details', () => {
  it('connects Google and imports the course', async () => {
    const page = await journey.sessions.signedIn(demo.teacher, '/teacher/groupes');
    // Asked from the page's browser: the link works only where its binding cookie is (issue 34.2).
    const { url } = await api.callIn(page, demo.teacher, startGoogleConnectionRoute);
    await page.goto(new URL(url, journey.platform.origin).toString());
    await page.locator(`button[data-email="${demo.teacher}"]`).click();
    await page.getByRole('button', { name: 'Lier ce compte Google' }).click();
    await page.waitForURL(/auth=google_success/);

    const { courses } = await api.call(demo.teacher, listClassroomCoursesRoute);
    expect(courses.map((c) => c.id)).toContain(jazz.id);
    const started = await api.call(demo.teacher, startClassroomImportRoute, {
      body: { courseIds: [jazz.id] },
    });
    const done = await eventually(
      () => api.call(demo.teacher, getClassroomImportRoute, { params: { importId: started.id } }),
      (progress) => progress.finished,
      30_000,
    );
    expect(done).toMatchObject({ created: 1, failed: 0 });
  });

  it('shows the change that removes half of the students waiting, and applies it once approved', async () => {
    // Two of the four leave Classroom (50 % > 20 %), a new one enrols.
    await control('DELETE', `/courses/${jazz.id}/students`, {
      // The control API reads whole student entries, names included (only the e-mails count here).
      students: [
        { email: 'zoe.fortin@demo.crescendo.ca', givenName: 'Zoé', familyName: 'Fortin' },
        { email: 'felix.gagne@demo.crescendo.ca', givenName: 'Félix', familyName: 'Gagné' },
      ],
    });
    await control('POST', `/courses/${jazz.id}/students`, {
      students: [{ email: 'camille.arrivee@demo.crescendo.ca', givenName: 'Camille', familyName: 'Arrivée' }],
    });

    const page = await journey.sessions.signedIn(demo.teacher, '/teacher/groupes');
    const teacher = portal(page, 'teacher');
    await teacher.getByRole('button', { name: `Détails — ${jazz.name}` }).click();
    const details = page.getByRole('dialog', { name: jazz.name });
    await details.getByText('Synchronisation Google Classroom').waitFor();
    await details.getByText('Pas encore resynchronisé depuis l’import.').waitFor();

    await details.getByRole('button', { name: 'Resynchroniser' }).click();
    await details.getByRole('heading', { name: 'Changement en attente de votre approbation' }).waitFor({
      timeout: 30_000,
    });
    await details.getByText('Google Classroom retirerait 2 élève(s) sur 4', { exact: false }).waitFor();
    const leaves = details.getByTestId('roster-leaves');
    await leaves.getByText('Zoé Fortin', { exact: false }).waitFor();
    await leaves.getByText('Félix Gagné', { exact: false }).waitFor();
    await details.getByTestId('roster-joins').getByText('Camille Arrivée', { exact: false }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    await details.getByRole('button', { name: 'Approuver' }).click();
    await page.getByText('Changement appliqué au groupe.', { exact: true }).waitFor();
    await expect(
      details.getByRole('heading', { name: 'Changement en attente de votre approbation' }).count(),
    ).resolves.toBe(0);
    // 4 − 2 + 1 students.
    await details.locator('dd').filter({ hasText: /^3$/ }).waitFor();
  });

  it('fits a phone: the re-sync in the details at 390 px', async () => {
    const page = await journey.sessions.signedIn(demo.teacher, '/teacher/groupes', phone);
    const teacher = portal(page, 'teacher');
    await teacher.getByRole('button', { name: `Détails — ${jazz.name}` }).click();
    const details = page.getByRole('dialog', { name: jazz.name });
    await details.getByRole('button', { name: 'Resynchroniser' }).waitFor();
    await details.getByText(/Dernière resynchronisation/).waitFor();
    const { small, sideways } = await layoutProblems(page, '[data-testid="roster-sync"]');
    expect(small).toEqual([]);
    expect(sideways ? await widestElement(page) : false).toBe(false);
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});
