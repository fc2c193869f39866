import { listPracticeReportsRoute } from '@crescendo/contracts';
import type { RunningPlatform } from '@crescendo/testing';
import { axeViolations, fillSignIn, JourneyApi, openJourney, phone, portal, Sessions } from '../src/index.js';

/**
 * Issue 14 §4, on a phone: a practice report written with the network cut is kept on the device and
 * shown 'en attente d'envoi'; when the network returns it is sent, once. The student is eleve6, whose
 * practice reports in this file's platform are only this journey's.
 */
let platform: RunningPlatform;
let sessions: Sessions;
let api: JourneyApi;
let closeJourney: (() => Promise<void>) | undefined;

const student = 'eleve6@demo.crescendo.ca';
const content = `Sonatine hors ligne ${Date.now().toString(36)}`;

beforeAll(async () => {
  ({ platform, sessions, close: closeJourney } = await openJourney({}, { shared: true }));
  api = new JourneyApi(platform.origin);
});
afterAll(() => closeJourney?.());

const storedWithContent = async () =>
  (await api.call(student, listPracticeReportsRoute, {})).reports.filter(
    (report) => report.content === content,
  );

describe('a practice report written without a network', () => {
  it('waits on the phone, marked en attente d’envoi, and is sent once when the network returns', async () => {
    const page = await sessions.newPage(phone);
    await page.goto(`${platform.origin}/student/dashboard?tab=pratique`);
    await fillSignIn(page, student);
    const root = portal(page, 'student');
    await root.getByRole('button', { name: 'Ajouter une pratique' }).waitFor();

    await page.context().setOffline(true);
    await root.getByRole('button', { name: 'Ajouter une pratique' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Nouveau rapport de pratique' });
    await dialog.getByLabel('Durée (minutes)').fill('35');
    await dialog.getByLabel('Contenu de la pratique').fill(content);
    await dialog.getByLabel('Prochains objectifs').fill('Le rondo, mains ensemble');
    await dialog.getByRole('button', { name: 'Envoyer' }).tap();
    await page
      .getByText("Pas de réseau : rapport gardé sur l'appareil, il sera envoyé dès le retour du réseau.", {
        exact: true,
      })
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    const waiting = root.getByRole('region', { name: "En attente d'envoi" });
    await waiting.getByText(content, { exact: true }).waitFor();
    await expect(waiting.getByText("en attente d'envoi", { exact: true }).count()).resolves.toBe(1);
    await expect(axeViolations(page)).resolves.toEqual([]);
    // Only on the device so far: the server has nothing.
    await expect(storedWithContent()).resolves.toHaveLength(0);

    await page.context().setOffline(false);
    await page.getByText('1 rapport en attente a été envoyé.', { exact: true }).waitFor();
    await waiting.waitFor({ state: 'detached' });
    await expect(storedWithContent()).resolves.toHaveLength(1);
  });

  it('is sent once even when the page sends it again (a second tab, an answer lost on the way)', async () => {
    const page = await sessions.newPage(phone);
    await page.goto(`${platform.origin}/student/dashboard?tab=pratique`);
    await fillSignIn(page, student);
    const root = portal(page, 'student');
    await root.getByRole('button', { name: 'Ajouter une pratique' }).waitFor();
    const again = `${content} (deux envois)`;
    // The server takes the report but the answer never reaches the page: it stays waiting and is sent again.
    let dropped = false;
    await page.route('**/api/v1/practice-reports', async (route) => {
      if (route.request().method() !== 'POST' || dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await root.getByRole('button', { name: 'Ajouter une pratique' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Nouveau rapport de pratique' });
    await dialog.getByLabel('Durée (minutes)').fill('20');
    await dialog.getByLabel('Contenu de la pratique').fill(again);
    await dialog.getByLabel('Prochains objectifs').fill('La cadence');
    await dialog.getByRole('button', { name: 'Envoyer' }).tap();
    const waiting = root.getByRole('region', { name: "En attente d'envoi" });
    await waiting.getByText(again, { exact: true }).waitFor();
    // Back online (the browser says so): the waiting report goes again, with the key it was written with.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await waiting.waitFor({ state: 'detached' });
    const reports = (await api.call(student, listPracticeReportsRoute, {})).reports;
    expect(reports.filter((report) => report.content === again)).toHaveLength(1);
  });
});

describe('Crescendo installed on a phone (issue 14 §3)', () => {
  it('has a manifest to install it, and opens from its service worker’s copy without a network', async () => {
    const page = await sessions.newPage(phone);
    await page.goto(`${platform.origin}/home`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await fetch(new URL(manifestUrl!, platform.origin))).json()) as {
      name: string;
      icons: Array<{ sizes: string }>;
    };
    expect(manifest.name).toBe('Crescendo — la musique à l’école');
    // Installed and in charge of the page (the worker claims it once its cache is filled).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.title()).resolves.toBe('Crescendo');
    await page.context().setOffline(false);
  });
});
