import type { Locator, Page } from 'playwright-core';
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
 * 'Réglages' (issue 25 §3, decision 0057): the demo board turns gamification off for its schools (they may change
 * it) and Maestro IA on, locked; the demo school's administrator turns gamification back on for her school, sees
 * Maestro IA locked, and each change shows in the log with who made it. At 390 px, axe-clean.
 */
let journey: Journey;

beforeAll(async () => {
  journey = await openJourney();
});

afterAll(() => journey?.close());

const gamification = 'Ludification (badges, séries et niveaux)';
const maestro = 'Maestro IA';
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();
const card = (admin: Locator, label: string) => admin.getByRole('region', { name: label, exact: true });

async function settings(page: Page) {
  const admin = portal(page, 'admin');
  await admin.getByRole('heading', { name: 'Réglages', level: 1 }).waitFor();
  await card(admin, gamification).waitFor();
  return admin;
}

describe("'Réglages' from the board to its schools", () => {
  it('lets the board set gamification off (schools may change it) and Maestro IA on, locked', async () => {
    const page = await journey.sessions.signedIn(demo.board, '/admin/reglages');
    const admin = await settings(page);

    const game = card(admin, gamification);
    await game.getByLabel('Activé').uncheck();
    await expect(game.getByLabel('Les écoles peuvent le changer').isChecked()).resolves.toBe(true);
    await game.getByRole('button', { name: `Enregistrer — ${gamification}` }).click();
    await toast(page, 'Réglage enregistré').waitFor();
    await game.getByText('S’applique : Désactivé (décidé par le centre de services)').waitFor();

    const ai = card(admin, maestro);
    await ai.getByLabel('Activé').check();
    await ai.getByLabel('Les écoles peuvent le changer').uncheck();
    await ai.getByRole('button', { name: `Enregistrer — ${maestro}` }).click();
    await ai.getByText('S’applique : Activé (décidé par le centre de services)').waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
  });

  it('lets the school override where the board allows it, shows the lock, and logs who and when', async () => {
    const page = await journey.sessions.signedIn(demo.admin, '/admin/reglages');
    const admin = await settings(page);

    const ai = card(admin, maestro);
    await ai.getByText('Verrouillé par le centre de services.').waitFor();
    await expect(ai.getByRole('button').count()).resolves.toBe(0);

    const game = card(admin, gamification);
    await game.getByText('S’applique : Désactivé (décidé par le centre de services)').waitFor();
    await game.getByLabel('Activé').check();
    await game.getByRole('button', { name: `Enregistrer — ${gamification}` }).click();
    await toast(page, 'Réglage enregistré').waitFor();
    await game.getByText('S’applique : Activé (décidé par l’école)').waitFor();

    const log = admin.getByRole('region', { name: 'Journal des modifications', exact: true });
    const latest = log.getByTestId('policy-change').first();
    await latest.getByText('Alice Tremblay').waitFor();
    await latest.getByText(gamification).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    // The board sees its school's override in its own log.
    const board = await journey.sessions.signedIn(demo.board, '/admin/reglages');
    const boardLog = portal(board, 'admin').getByRole('region', {
      name: 'Journal des modifications',
      exact: true,
    });
    await boardLog.getByTestId('policy-change').filter({ hasText: 'Alice Tremblay' }).first().waitFor();
    await boardLog.getByTestId('policy-change').filter({ hasText: 'Sophie Bergeron' }).first().waitFor();
  });

  it('works on a phone: 390 px wide, every control a finger’s size, no axe violation', async () => {
    const page = await journey.sessions.signedIn(demo.admin, '/admin/reglages', phone);
    await settings(page);
    const problems = await layoutProblems(page, '[data-portal="admin"]');
    expect(problems.sideways ? await widestElement(page) : 'fits').toBe('fits');
    expect(problems.small).toEqual([]);
    expect(await overflowPast(page)).toBeLessThanOrEqual(0);
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});
