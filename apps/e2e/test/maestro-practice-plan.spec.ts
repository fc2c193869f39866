import type { Page } from 'playwright-core';
import { setPolicyRoute, setStudentGuardianRoute } from '@crescendo/contracts';
import { demoAccountId } from '@crescendo/domain/demo';
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
 * Issue 30 §2 'Plan de pratique', gated by a parent's consent (issue 31 §7), against the whole platform and
 * tools/fake-llm, on a phone at 390 px: Léa, whose age the school has not entered, is refused with the reason;
 * once the admin says she is 14 or more she gets a week of sessions ('Brouillon de Maestro IA'); her teacher
 * keeps it in 'Plans de pratique des élèves', and she reads it approved under his name.
 */
let journey: Journey;
let api: JourneyApi;

beforeAll(async () => {
  journey = await openJourney({}, { shared: true });
  api = new JourneyApi(journey.platform.origin);
  await api.call(demo.admin, setPolicyRoute, { params: { key: 'maestro.enabled' }, body: { value: true } });
});
afterAll(() => journey?.close());

async function expectAxeClean(page: Page) {
  await expect(axeViolations(page)).resolves.toEqual([]);
}

describe('Maestro IA: a student’s practice plan, from the consent to the teacher’s approval', () => {
  it('is refused without an age, made at 14 or more, kept by the teacher, on a phone', async () => {
    const page = await journey.sessions.signedIn(demo.student, '/student/dashboard?tab=pratique', phone);
    const student = portal(page, 'student');
    const section = student.getByRole('region', { name: 'Plan de pratique' });
    await section.getByText('Modèle de démonstration').waitFor();
    const difficulty = section.getByLabel('Ce qui vous donne de la difficulté');
    await difficulty.fill('Je bloque aux mesures 12 à 16, le rythme est difficile.');
    await section.getByRole('button', { name: 'Demander un plan' }).click();
    await section.getByText(/n’a pas encore indiqué votre âge/).waitFor();
    expect(await overflowPast(page)).toBeLessThanOrEqual(0);
    await expectAxeClean(page);

    await api.call(demo.admin, setStudentGuardianRoute, {
      params: { studentId: demoAccountId(demo.student) },
      body: { ageBand: 'fourteenPlus', parentEmail: null },
    });
    await section.getByRole('button', { name: 'Demander un plan' }).click();
    const mine = section.getByRole('list', { name: 'Mes plans de pratique' });
    await mine.getByText('Brouillon de Maestro IA').first().waitFor();
    await mine
      .getByRole('list', { name: 'Séances de la semaine' })
      .first()
      .getByText(/^Objectif : /)
      .first()
      .waitFor();
    const asked = section.getByRole('button', { name: 'Demander un plan' });
    const box = await asked.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(await overflowPast(page)).toBeLessThanOrEqual(0);
    await expectAxeClean(page);

    const teacherPage = await journey.sessions.signedIn(demo.teacher, '/teacher/maestro', phone);
    const teacher = portal(teacherPage, 'teacher');
    const plans = teacher.getByRole('region', { name: 'Plans de pratique des élèves' });
    // Léa is in two of Marc's groups, and her plan is filed under the group of the assignment it was made from:
    // look through his groups for it.
    const keepLea = plans.getByRole('button', { name: /^Garder le plan de Léa Roy du / }).first();
    for (const group of ['MUS212 — Harmonie', 'MUS312 — Cuivres', 'MUS416 — Jazz']) {
      await plans.getByLabel('Groupe', { exact: true }).selectOption({ label: group });
      await keepLea.or(plans.getByText('Aucun plan de pratique pour ce groupe.')).first().waitFor();
      if (await keepLea.isVisible()) break;
    }
    await keepLea.click();
    await plans.getByText('Généré par Maestro IA — approuvé par Marc Gagnon').first().waitFor();
    expect(await overflowPast(teacherPage)).toBeLessThanOrEqual(0);
    await expectAxeClean(teacherPage);

    await page.reload();
    await student
      .getByRole('list', { name: 'Mes plans de pratique' })
      .getByText('Généré par Maestro IA — approuvé par Marc Gagnon')
      .first()
      .waitFor();
  });
});
