import type { Page } from 'playwright-core';
import { demoBoardGroups, demoGroups, demoSchools } from '@crescendo/domain/demo';
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
 * One account, several schools (issue 25 §2, decision 0050): the demo's teacher also teaches at Harmonie. With
 * 'École' in the header they switch school and see that school's groups only (Harmonie's demo groups there, none
 * of the demo school's); back in the demo school, its groups again and none of Harmonie's (the journey ends
 * there: it is the teacher's school without a choice for the other journeys).
 */
let journey: Journey;

beforeAll(async () => {
  journey = await openJourney({}, { shared: true });
});

afterAll(() => journey?.close());

const [crescendo, harmonie] = demoSchools as [(typeof demoSchools)[number], (typeof demoSchools)[number]];
const demoGroup = 'MUS212 — Harmonie';
/** Each school's own groups: the demo school's, then Harmonie's (the itinerant teacher's there). */
const crescendoGroups = demoGroups.map((group) => group.name);
const harmonieGroups = demoBoardGroups
  .filter((group) => group.organizationId === demoSchools[1]!.id)
  .map((group) => group.name);

const schoolPicker = (page: Page) => page.getByRole('combobox', { name: 'École' });

/** Waits for every group of `shown`, then checks that none of `hidden` is listed. */
async function listsOnly(page: Page, shown: readonly string[], hidden: readonly string[]) {
  const teacher = portal(page, 'teacher');
  for (const name of shown) await teacher.getByRole('heading', { name }).waitFor();
  for (const name of hidden) await expect(teacher.getByRole('heading', { name }).count()).resolves.toBe(0);
}

/** Chooses the school: the role's home loads afresh (every portal's cache gone), acting in it. */
async function switchTo(page: Page, schoolId: string) {
  const loaded = page.waitForEvent('load');
  await schoolPicker(page).selectOption(schoolId);
  await loaded;
  await page.waitForFunction(
    (id) => document.querySelector<HTMLSelectElement>('.shell-membership select')?.value === id,
    schoolId,
  );
}

describe("'École': a teacher of two schools", () => {
  it("switches school with 'École' and sees each school's groups", async () => {
    const page = await journey.sessions.signedIn(demo.teacher, '/teacher/groupes');
    await listsOnly(page, crescendoGroups, harmonieGroups);
    await expect(schoolPicker(page).inputValue()).resolves.toBe(crescendo.id);
    await expect(schoolPicker(page).locator('option').allTextContents()).resolves.toEqual(
      [crescendo.name, harmonie.name].sort((a, b) => a.localeCompare(b, 'fr')),
    );
    // One role in each school: nothing to change there.
    await expect(page.getByRole('combobox', { name: 'Changer de rôle' }).count()).resolves.toBe(0);

    await switchTo(page, harmonie.id);
    expect(new URL(page.url()).pathname).toBe('/teacher/groupes');
    expect(harmonieGroups.length).toBeGreaterThan(0);
    await listsOnly(page, harmonieGroups, crescendoGroups);

    await switchTo(page, crescendo.id);
    await listsOnly(page, crescendoGroups, harmonieGroups);
  });

  it('works on a phone: 390 px wide, the picker a finger’s size, no axe violation', async () => {
    const page = await journey.sessions.signedIn(demo.teacher, '/teacher/groupes', phone);
    await portal(page, 'teacher').getByRole('heading', { name: demoGroup }).waitFor();
    const box = await schoolPicker(page).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    const problems = await layoutProblems(page, '.shell-membership');
    expect(problems.sideways ? await widestElement(page) : 'fits').toBe('fits');
    expect(problems.small).toEqual([]);
    expect(await overflowPast(page)).toBeLessThanOrEqual(0);
    await expect(axeViolations(page, '.shell-membership')).resolves.toEqual([]);
  });
});
