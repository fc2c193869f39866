import type { Page } from 'playwright-core';
import { setPolicyRoute } from '@crescendo/contracts';
import {
  axeViolations,
  demo,
  JourneyApi,
  openJourney,
  overflowPast,
  phone,
  portal,
  type Journey,
} from '../src/index.js';

/**
 * Issue 30 (first slice) against the whole platform and tools/fake-llm, on a phone at 390 px: with Maestro IA
 * turned on for the demo school, the teacher asks for Léa's bilan ('Modèle de démonstration' shown), reads
 * each sentence's sources, edits a sentence and approves the draft: 'Généré par Maestro IA — approuvé par
 * Marc Gagnon'.
 */
let journey: Journey;

beforeAll(async () => {
  journey = await openJourney({}, { shared: true });
  await new JourneyApi(journey.platform.origin).call(demo.admin, setPolicyRoute, {
    params: { key: 'maestro.enabled' },
    body: { value: true },
  });
});
afterAll(() => journey?.close());

async function expectAxeClean(page: Page) {
  await expect(axeViolations(page)).resolves.toEqual([]);
}

describe('Maestro IA: a student’s bilan, from the question to the approved text', () => {
  it('is asked by the teacher, shown with its sources, edited and approved, on a phone', async () => {
    const page = await journey.sessions.signedIn(demo.teacher, '/teacher/maestro', phone);
    const teacher = portal(page, 'teacher');
    await teacher.getByText('Modèle de démonstration').waitFor();
    await expectAxeClean(page);

    const question = teacher.getByRole('form', { name: 'Bilan de l’élève' });
    await question.getByLabel('Groupe', { exact: true }).selectOption({ label: 'MUS212 — Harmonie' });
    await question.getByLabel('Élève', { exact: true }).selectOption({ label: 'Léa Roy' });
    await question.getByRole('button', { name: 'Demander un bilan' }).click();

    const draft = teacher.getByRole('region', { name: 'Bilan de l’élève' });
    await draft.getByText('Brouillon de Maestro IA').waitFor();
    const sentences = draft.getByRole('list', { name: 'Phrases du bilan' });
    const first = sentences.locator(':scope > li').first();
    await first
      .getByText(/Léa Roy/)
      .first()
      .waitFor();
    await first
      .getByRole('list', { name: 'Sources' })
      .getByText(/^Pratique du \d{4}-\d{2}-\d{2} — \d+ min/)
      .waitFor();
    expect(await overflowPast(page)).toBeLessThanOrEqual(0);
    await expectAxeClean(page);

    await draft.getByRole('button', { name: 'Modifier' }).click();
    await draft.getByLabel('Phrase 1').fill('Léa pratique avec constance et prépare bien ses gammes.');
    await draft.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Brouillon enregistré', { exact: true }).waitFor();
    await draft.getByText('Léa pratique avec constance et prépare bien ses gammes.').waitFor();

    await draft.getByRole('button', { name: 'Approuver' }).click();
    await draft.getByText('Généré par Maestro IA — approuvé par Marc Gagnon').waitFor();
    await expect(draft.getByRole('button', { name: 'Approuver' }).count()).resolves.toBe(0);
    expect(await overflowPast(page)).toBeLessThanOrEqual(0);
    await expectAxeClean(page);
  });
});
