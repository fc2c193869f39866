import type { Locator, Page } from 'playwright-core';
import { axeViolations, demo, openJourney, overflowPast, phone, portal, type Journey } from '../src/index.js';

/**
 * 'Journal des consultations' (issue 31 §4, decision 0067) on phones at 390 px: the teacher opens the group's
 * 'Bulletins' (the term's marks of its students: a read of their files); the school's administrator then finds
 * that read of Léa Roy's grades in 'Confidentialité', narrows the log to her, and the page passes axe-core; the
 * board's administrator chooses the school and reads the same log, examining nothing.
 */
let journey: Journey;

beforeAll(async () => {
  journey = await openJourney();
});
afterAll(() => journey?.close());

/** The read reaches the log through the outbox and JetStream: the page is opened again until it is there. */
async function logShowing(page: Page, row: (log: Locator) => Locator): Promise<Locator> {
  for (let attempt = 0; ; attempt += 1) {
    const log = portal(page, 'admin').getByRole('region', { name: 'Journal des consultations' });
    try {
      await row(log).first().waitFor({ timeout: 5_000 });
      return log;
    } catch (error) {
      if (attempt === 5) throw error;
      await page.reload();
    }
  }
}

describe('Journal des consultations', () => {
  it("shows the administrator the teacher's read of Léa Roy's grades, and narrows the log to her", async () => {
    const teacherPage = await journey.sessions.signedIn(demo.teacher, '/teacher/bulletins', phone);
    const teacher = portal(teacherPage, 'teacher');
    await teacher.getByLabel('Groupe des bulletins').selectOption({ label: 'MUS212 — Harmonie' });
    await teacher.getByRole('button', { name: 'Rédiger le bulletin de Léa Roy' }).waitFor();

    const page = await journey.sessions.signedIn(demo.admin, '/admin/confidentialite', phone);
    const leaGrades = (log: Locator) =>
      log
        .getByTestId('read-log-row')
        .filter({ hasText: 'Léa Roy' })
        .filter({ hasText: 'Notes' })
        .filter({ hasText: 'Enseigne au groupe de l’élève' });
    const log = await logShowing(page, leaGrades);

    await leaGrades(log).first().getByRole('button', { name: 'Voir les consultations de Léa Roy' }).click();
    await log.getByRole('button', { name: 'Retirer le filtre « Élève : Léa Roy »' }).waitFor();
    await leaGrades(log).first().waitFor();
    const rows = log.getByTestId('read-log-row');
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Léa Roy');

    await log.getByLabel('Catégorie').selectOption({ label: 'Enregistrements' });
    await log.getByText('Aucune consultation pour ces filtres.').waitFor();
    await log.getByLabel('Catégorie').selectOption({ label: 'Notes' });
    await leaGrades(log).first().waitFor();

    await log.scrollIntoViewIfNeeded();
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(await overflowPast(page)).toBeLessThanOrEqual(0);
  });

  it("lets the board's administrator choose the demo school and read its log at 390 px, examining nothing", async () => {
    const page = await journey.sessions.signedIn(demo.board, '/admin/confidentialite', phone);
    const log = portal(page, 'admin').getByRole('region', { name: 'Journal des consultations' });
    await log.getByText('Choisissez une école pour voir son journal des consultations.').waitFor();
    await log.getByLabel('École').selectOption({ label: 'École secondaire Crescendo (démo)' });
    await log
      .getByTestId('read-log-row')
      .filter({ hasText: 'Léa Roy' })
      .filter({ hasText: 'Enseigne au groupe de l’élève' })
      .first()
      .waitFor();
    expect(await log.getByRole('button', { name: /^Marquer comme examinée/ }).count()).toBe(0);
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(await overflowPast(page)).toBeLessThanOrEqual(0);
  });
});
