import type { Page } from 'playwright-core';
import { demoGroups } from '@crescendo/domain/demo';
import { axeViolations } from '../src/axe.js';
import {
  demo,
  layoutProblems,
  openJourney,
  overflowPast,
  phone,
  portal,
  type Journey,
} from '../src/index.js';

/**
 * Co-teaching (issue 24.1): the band director adds a colleague of the school to the band, who then sees
 * the group, its practice and its chat; taken off again, she sees none of it.
 */
let journey: Journey;

beforeAll(async () => {
  journey = await openJourney({}, { shared: true });
});

afterAll(() => journey?.close());

const band = 'MUS212 — Harmonie';
const bandId = demoGroups.find((group) => group.name === band)!.id;

async function bandDetails(page: Page) {
  const teacher = portal(page, 'teacher');
  await teacher.getByRole('heading', { name: 'Mes Groupes', level: 1 }).waitFor();
  await teacher.getByRole('button', { name: `Détails — ${band}` }).click();
  const details = page.getByRole('dialog', { name: band });
  await details.getByTestId('co-teachers').waitFor();
  return details;
}

describe('co-teachers', () => {
  it('a colleague with no group of her own sees none of the band before she is added', async () => {
    const page = await journey.sessions.signedInAgain(demo.colleague, '/teacher/groupes');
    const teacher = portal(page, 'teacher');
    await teacher.getByRole('heading', { name: 'Mes Groupes', level: 1 }).waitFor();
    await teacher.getByText("Vous n'avez encore aucun groupe.").waitFor();
  });

  it('the band director adds her with « Ajouter un co-enseignant »', async () => {
    const page = await journey.sessions.signedInAgain(demo.teacher, '/teacher/groupes');
    const details = await bandDetails(page);
    const coTeachers = details.getByTestId('co-teachers');
    await coTeachers.getByText('Aucun co-enseignant').waitFor();
    await expect(axeViolations(page, '[role="dialog"]')).resolves.toEqual([]);

    const colleague = coTeachers.getByLabel('Collègue');
    // The school's staff, the director himself excluded; never a student.
    const options = await colleague.locator('option').allInnerTexts();
    expect(options).toContain('Julie Pelletier (prof2@demo.crescendo.ca)');
    expect(options.some((option) => option.includes('Marc Gagnon'))).toBe(false);
    expect(options.some((option) => option.includes('eleve'))).toBe(false);

    await colleague.selectOption({ label: 'Julie Pelletier (prof2@demo.crescendo.ca)' });
    await coTeachers.getByRole('button', { name: 'Ajouter un co-enseignant' }).click();
    await page.getByText('Co-enseignant ajouté', { exact: true }).waitFor();
    await coTeachers.getByRole('listitem').filter({ hasText: 'Julie Pelletier' }).waitFor();
  });

  it('she then sees the band, its practice and its chat, but cannot add anyone herself', async () => {
    const page = await journey.sessions.signedInAgain(demo.colleague, '/teacher/groupes');
    const details = await bandDetails(page);
    const coTeachers = details.getByTestId('co-teachers');
    await coTeachers.getByText('Julie Pelletier').waitFor();
    await expect(coTeachers.getByRole('button', { name: 'Ajouter un co-enseignant' }).count()).resolves.toBe(
      0,
    );
    await details.getByRole('button', { name: 'Fermer' }).click();

    await page.goto(`${journey.platform.origin}/teacher/devoirs`);
    const followUp = portal(page, 'teacher').getByRole('region', { name: 'Suivi de la pratique' });
    await followUp.getByLabel('Groupe', { exact: true }).selectOption({ label: band });
    await followUp.getByRole('rowheader').filter({ hasText: 'Noah Côté' }).first().waitFor();

    await page.goto(`${journey.platform.origin}/teacher/messages`);
    const chat = portal(page, 'teacher');
    // By value: the option's label carries her unread count ('MUS212 — Harmonie (5 non lus)').
    await chat.locator('.ch-pickers').getByLabel('Groupe', { exact: true }).selectOption(bandId);
    await chat
      .getByRole('log', { name: 'Messages du chat' })
      .getByText('Est-ce qu’on apporte nos pupitres ?')
      .waitFor();
  });

  it('works on a phone: the co-teachers of the band fit 390 px, every control a finger’s size', async () => {
    const page = await journey.sessions.signedInAgain(demo.teacher, '/teacher/groupes', phone);
    const details = await bandDetails(page);
    await details.getByTestId('co-teachers').getByText('Julie Pelletier', { exact: true }).waitFor();
    const problems = await layoutProblems(page, '[role="dialog"] [data-testid="co-teachers"]');
    expect(problems).toEqual({ small: [], sideways: false });
    expect(await overflowPast(page)).toBeLessThanOrEqual(0);
  });

  it('taken off the band by its director, she no longer sees it', async () => {
    const director = await journey.sessions.signedInAgain(demo.teacher, '/teacher/groupes');
    const coTeachers = (await bandDetails(director)).getByTestId('co-teachers');
    await coTeachers.getByRole('button', { name: 'Retirer Julie Pelletier' }).click();
    await director.getByText('Co-enseignant retiré', { exact: true }).waitFor();
    await coTeachers.getByText('Aucun co-enseignant').waitFor();

    const page = await journey.sessions.signedInAgain(demo.colleague, '/teacher/groupes');
    await portal(page, 'teacher').getByText("Vous n'avez encore aucun groupe.").waitFor();
  });
});
