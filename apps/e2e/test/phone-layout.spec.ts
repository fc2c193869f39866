import { join } from 'node:path';
import {
  axeViolations,
  demo,
  layoutProblems,
  openJourney,
  overflowPast,
  phone,
  portal,
  smallPhone,
  repoRoot,
  Sessions,
  widestElement,
} from '../src/index.js';

/**
 * Issue 14 §1 and §5: each portal's main pages on a 390 × 844 touch screen: nothing wider than the screen,
 * the page's heading in the first screen (the navigation folds into a menu button), no axe violation.
 */
let sessions: Sessions;
let origin: string;
let closeJourney: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const journey = await openJourney({}, { shared: true });
  ({ sessions, close: closeJourney } = journey);
  origin = journey.platform.origin;
});
afterAll(() => closeJourney?.());
// Each test is its own visitor: its pages closed once it is done (a signed-in page keeps its live socket open).
// Only an account's first visitor goes through the sign-in form; the next ones come back with its cookies.
afterEach(() => sessions.close());

const pages: Array<[path: string, role: 'teacher' | 'admin' | 'student', email: string, heading: string]> = [
  ['/teacher/groupes', 'teacher', demo.teacher, 'Mes Groupes'],
  ['/teacher/etudiants', 'teacher', demo.teacher, 'Élèves'],
  ['/teacher/devoirs', 'teacher', demo.teacher, 'Assigner une Pratique'],
  ['/teacher/messages', 'teacher', demo.teacher, 'Musichat'],
  ['/teacher/calendrier', 'teacher', demo.teacher, 'Calendrier'],
  ['/admin/groupes', 'admin', demo.admin, 'Groupes'],
  ['/admin/roles', 'admin', demo.admin, 'Équipe'],
  ['/admin/devoirs', 'admin', demo.admin, 'Pratiques'],
  ['/admin/messages', 'admin', demo.admin, 'Messages'],
  ['/student/dashboard', 'student', demo.student, 'Tableau de bord'],
  ['/student/dashboard?tab=pratique', 'student', demo.student, 'Tableau de bord'],
  ['/student/dashboard?tab=chat', 'student', demo.student, 'Tableau de bord'],
];

describe('every portal on a phone (390 × 844, touch)', () => {
  it.each(pages)(
    '%s: fits the screen, its heading in the first screen',
    async (path, role, email, heading) => {
      const page = await sessions.signedInAgain(email, path, phone);
      const root = portal(page, role);
      const title = root.getByRole('heading', { name: heading, level: 1 });
      await title.waitFor();
      const box = await title.boundingBox();
      expect(box!.y + box!.height).toBeLessThan(phone.viewport.height / 2);
      const problems = await layoutProblems(page, `[data-portal="${role}"]`);
      expect(problems.sideways ? await widestElement(page) : 'fits').toBe('fits');
      await expect(axeViolations(page)).resolves.toEqual([]);
      // `E2E_SCREENSHOTS=docs/screenshots` keeps what a phone shows, for the docs (docs/phones.md).
      const screenshots = process.env.E2E_SCREENSHOTS;
      if (screenshots) {
        const name = path.replace(/^\//, '').replace(/[/?=]/g, '-');
        await page.screenshot({ path: join(repoRoot, screenshots, `${name}.png`), scale: 'css' });
      }
    },
  );

  // Every page the navigation leads to, on a 390 px phone and on a 320 px one (still in some students' pockets),
  // reached through the router's history as the app's links do, without a reload (the twelve pages above are
  // each loaded afresh; the menu's links themselves are tapped in the menu's own test below).
  it.each([
    ['teacher', 390, demo.teacher, '/teacher/groupes', phone],
    ['teacher', 320, demo.teacher, '/teacher/groupes', smallPhone],
    ['admin', 390, demo.admin, '/admin/groupes', phone],
    ['admin', 320, demo.admin, '/admin/groupes', smallPhone],
  ] as const)('every page of the %s portal fits %i px', async (role, width, email, start, device) => {
    const page = await sessions.signedInAgain(email, start, device);
    const root = portal(page, role);
    const heading = root.getByRole('heading', { level: 1 });
    await heading.waitFor();
    // Read from the folded menu (hidden until 'Menu' is tapped: by CSS, not by role).
    const links = await root
      .locator('nav[aria-label="Navigation principale"] a')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).pathname));
    expect(links.length).toBeGreaterThan(5);
    for (const path of links) {
      if (path !== new URL(page.url()).pathname) {
        const previous = await heading.elementHandle();
        const previousText = await heading.innerText();
        await page.evaluate((target) => {
          window.history.pushState(null, '', target);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        // The new page's heading: a new element, or the layout's own with the new page's title.
        await page.waitForFunction(
          ([selector, old, oldText]) => {
            const current = document.querySelector<HTMLElement>(selector);
            return current !== null && (current !== old || current.innerText !== oldText);
          },
          [`[data-portal="${role}"] h1`, previous, previousText] as const,
        );
      }
      const problems = await layoutProblems(page, `[data-portal="${role}"]`);
      expect(`${width}px ${path}: ${problems.sideways ? await widestElement(page) : 'fits'}`).toBe(
        `${width}px ${path}: fits`,
      );
    }
  });

  it('a wide table scrolls in its own region with its first column fixed, the page does not', async () => {
    const page = await sessions.signedInAgain(demo.teacher, '/teacher/etudiants', smallPhone);
    const table = portal(page, 'teacher').getByRole('region', { name: 'Élèves de vos groupes' });
    await table.getByRole('row').nth(1).waitFor();
    const widths = await table.evaluate((region) => ({
      scroll: region.scrollWidth,
      client: region.clientWidth,
    }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    const firstColumn = table.getByRole('columnheader', { name: 'Nom' });
    const before = (await firstColumn.boundingBox())!.x;
    await table.evaluate((region) => region.scrollBy({ left: 200 }));
    await expect(table.evaluate((region) => region.scrollLeft)).resolves.toBeGreaterThan(0);
    expect((await firstColumn.boundingBox())!.x).toBe(before);
    await expect(overflowPast(page)).resolves.toBeLessThanOrEqual(0);
  });

  it.each(['/home', '/pricing', '/privacy', '/terms'])('%s (signed out): fits the screen', async (path) => {
    const page = await sessions.newPage(phone);
    await page.goto(`${origin}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const problems = await layoutProblems(page, 'main');
    expect(problems.sideways ? await widestElement(page) : 'fits').toBe('fits');
    await expect(axeViolations(page)).resolves.toEqual([]);
  });

  it('opens the navigation from the menu button, and a link taken closes it', async () => {
    const page = await sessions.signedInAgain(demo.teacher, '/teacher/groupes', phone);
    const root = portal(page, 'teacher');
    await root.getByRole('heading', { name: 'Mes Groupes', level: 1 }).waitFor();
    const menu = root.getByRole('button', { name: 'Menu' });
    const navigation = root.getByRole('navigation', { name: 'Navigation principale' });
    await expect(navigation.isVisible()).resolves.toBe(false);
    await menu.tap();
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    await navigation.getByRole('link', { name: 'Élèves' }).tap();
    await root.getByRole('heading', { name: 'Élèves', level: 1 }).waitFor();
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(navigation.isVisible()).resolves.toBe(false);
    await expect(layoutProblems(page, '[data-portal="teacher"] aside')).resolves.toEqual({
      small: [],
      sideways: false,
    });
  });

  it('the student’s practice forms are one tap from the dashboard and fit one screen', async () => {
    const page = await sessions.signedInAgain(demo.student, '/student/dashboard', phone);
    const root = portal(page, 'student');
    const quick = root.getByRole('navigation', { name: 'Pratique en un geste' });
    await quick.getByRole('link', { name: 'Ajouter une pratique' }).tap();
    const report = page.getByRole('dialog', { name: 'Nouveau rapport de pratique' });
    await report.waitFor();
    await expect(report.getByLabel('Durée (minutes)').getAttribute('inputmode')).resolves.toBe('numeric');
    const today = await page.evaluate(() =>
      new Date().toLocaleDateString('en-CA', { timeZone: 'America/Toronto' }),
    );
    await expect(report.getByLabel('Date de la pratique').inputValue()).resolves.toBe(today);
    const send = await report.getByRole('button', { name: 'Envoyer' }).boundingBox();
    expect(send!.y + send!.height).toBeLessThanOrEqual(phone.viewport.height);
    await expect(layoutProblems(page, '[role="dialog"]')).resolves.toEqual({ small: [], sideways: false });
    await report.getByRole('button', { name: 'Annuler' }).tap();
    await report.waitFor({ state: 'detached' });

    await page.goto(page.url().split('?')[0]!);
    const submit = root
      .getByRole('navigation', { name: 'Pratique en un geste' })
      .getByRole('link', { name: /^Soumettre : / });
    const title = (await submit.innerText()).replace(/^Soumettre : /, '');
    await submit.tap();
    await page.getByRole('dialog', { name: `Soumettre : ${title}` }).waitFor();
  });
});
