import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { listPurchasesRoute, purchasePage, recordPurchaseRoute } from '@crescendo/contracts';
import { nextSchoolYear, schoolYearOf } from '@crescendo/domain';
import { demoAccountId } from '@crescendo/domain/demo';
import { CookieJar, signInWithPassword, type RunningPlatform } from '@crescendo/testing';
import {
  axeViolations,
  demo,
  demoPassword,
  JourneyApi,
  openJourney,
  overflowPast,
  portal,
  signInAt,
  type Journey,
} from '../src/index.js';

/**
 * Issue 13 §9 against the whole platform and its demo finances (Léa owes 43,95 $: a method and an outing;
 * this school year's budget has 'Réparations' over its plan). A teacher records a purchase and marks it paid
 * while the student watches her debt box; an admin sets next year's budget, enters an expense, reads what
 * remains and the chart, downloads the CSV and a statement. Then the same screens at 390 px.
 */
let journey: Journey;
let platform: RunningPlatform;

beforeAll(async () => {
  journey = await openJourney({}, { shared: true });
  platform = journey.platform;
});
afterAll(() => journey?.close());

const item = `Métronome ${Date.now().toString(36)}`;
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Every violation axe-core finds (a journey expects none, serious and critical ones above all). */
async function expectAxeClean(page: Page, selector?: string) {
  await expect(axeViolations(page, selector)).resolves.toEqual([]);
}

const debtBox = (page: Page) => portal(page, 'student').getByTestId('debt-box');
const rowOf = (root: Locator, text: string) => root.getByTestId('purchase-row').filter({ hasText: text });

describe('a purchase, from the teacher to the student', () => {
  it('is recorded by the teacher (bad amounts refused in French), marked paid, and moves the student’s debt box', async () => {
    const student = await journey.sessions.signedInAgain(demo.student, '/student/dashboard');
    await debtBox(student).getByText('43,95 $ CAD').waitFor();

    const page = await journey.sessions.signedInAgain(demo.teacher, '/teacher/achats');
    const teacher = portal(page, 'teacher');
    await teacher.getByRole('heading', { name: 'Achats', level: 1 }).waitFor();
    await rowOf(teacher, 'Méthode Essential Elements, livre 2').waitFor();
    await expectAxeClean(page);

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/purchases'))
        posts.push(request.url());
    });
    await teacher.getByRole('button', { name: 'Enregistrer un achat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvel achat' });
    await dialog.getByRole('button', { name: 'Enregistrer un achat' }).click();
    await dialog.getByText('Choisissez un élève.').waitFor();
    await dialog.getByText('L’article est requis.').waitFor();
    await dialog.getByText('Le montant est requis.').waitFor();
    await dialog.getByLabel('Élève', { exact: true }).selectOption({ label: 'Léa Roy' });
    await dialog.getByLabel('Article').fill(item);
    const amount = dialog.getByLabel('Montant');
    for (const [typed, message] of [
      ['-5', 'Le montant doit être supérieur à zéro.'],
      ['0', 'Le montant doit être supérieur à zéro.'],
      ['12,345', 'Le montant compte au plus 2 décimales.'],
      ['douze', 'Le montant doit être un nombre, par exemple 12,50.'],
      ['20000', 'Un achat ne peut pas dépasser 10 000,00.'],
    ]) {
      await amount.fill(typed!);
      await dialog.getByRole('button', { name: 'Enregistrer un achat' }).click();
      await dialog.getByText(message!).waitFor();
    }
    expect(posts).toEqual([]);
    await expect(dialog.getByLabel('Devise').inputValue()).resolves.toBe('CAD');
    await expectAxeClean(page, '[role="dialog"]');
    await amount.fill('12,50');
    await dialog.getByRole('button', { name: 'Enregistrer un achat' }).click();
    await page.getByText('Achat enregistré', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(posts).toHaveLength(1);
    const row = rowOf(teacher, item);
    await row.getByText('À régler').waitFor();
    await row.getByText('12,50 $ CAD').waitFor();

    // The student sees it, and owes it.
    await student.reload();
    await debtBox(student).getByText('56,45 $ CAD').waitFor();
    await debtBox(student).getByRole('link', { name: 'Voir mes finances' }).click();
    await student.waitForURL(/\/student\/dashboard\?tab=finance$/);
    const finances = portal(student, 'student');
    await finances.getByRole('heading', { name: 'Mes Finances' }).waitFor();
    await rowOf(finances, item).getByText('À régler').waitFor();
    await expectAxeClean(student);

    await row.getByRole('button', { name: `Marquer comme payé — ${item}` }).click();
    await page.getByText('Achat marqué comme payé', { exact: true }).waitFor();
    await row.getByText('Payé', { exact: true }).waitFor();

    await student.reload();
    await rowOf(finances, item).getByText('Payé', { exact: true }).waitFor();
    await debtBox(student).getByText('43,95 $ CAD').waitFor();
  });

  it('filters the teacher’s list by status and student, with totals per currency', async () => {
    const page = await journey.sessions.signedInAgain(demo.teacher, '/teacher/achats');
    const teacher = portal(page, 'teacher');
    await rowOf(teacher, 'Sortie au concert de l’OSM').first().waitFor();
    const filters = teacher.getByRole('region', { name: 'Filtres des achats' });
    await filters.getByLabel('Élève', { exact: true }).selectOption({ label: 'Léa Roy' });
    await filters.getByLabel('Statut').selectOption({ label: 'À régler' });
    await rowOf(teacher, 'Méthode Essential Elements').waitFor();
    await teacher.getByTestId('unpaid-CAD').getByText('43,95 $ CAD').waitFor();
    // The unfiltered rows stay on screen until the filtered page replaces them: wait for that, then count.
    await teacher.getByTestId('purchase-row').nth(2).waitFor({ state: 'detached' });
    await expect(teacher.getByTestId('purchase-row').count()).resolves.toBe(2);
    await filters.getByLabel('Statut').selectOption({ label: 'Payés' });
    await rowOf(teacher, item).waitFor();
    await rowOf(teacher, 'Anches de saxophone alto').waitFor();
    await rowOf(teacher, 'Méthode Essential Elements').waitFor({ state: 'detached' });
  });
});

describe('the admin’s Budget', () => {
  it('sets next year’s budget, enters an expense, shows what remains and the chart, and downloads the CSV', async () => {
    const page = await journey.sessions.signedInAgain(demo.admin, '/admin/budget');
    const admin = portal(page, 'admin');
    await admin.getByRole('heading', { name: 'Budget', level: 1 }).waitFor();
    // This school year's demo budget: repairs over their plan, in red, with the admin's note.
    const repairs = admin.getByTestId('budget-category').filter({ hasText: 'Réparations' });
    await repairs.getByText('Dépassement : 240,00 $ CAD').waitFor();
    await repairs.getByText(/Révision imprévue des cuivres/).waitFor();
    await expect(
      repairs.evaluate((row) => getComputedStyle(row.querySelector('td')!).backgroundColor),
    ).resolves.toBe('rgb(254, 226, 226)');
    await admin
      .getByRole('img', { name: /Réparations : prévu 1 500,00 \$ CAD, dépensé 1 740,00 \$ CAD\./ })
      .waitFor();
    await expectAxeClean(page);

    const next = nextSchoolYear(schoolYearOf(new Date()));
    await admin.getByLabel('Année scolaire').selectOption(next);
    await admin.getByText(`Aucun budget pour l'année scolaire ${next}.`).waitFor();
    await admin.getByRole('button', { name: `Créer le budget ${next}` }).click();
    await page.getByText('Budget créé', { exact: true }).waitFor();
    const instruments = admin.getByTestId('budget-category').filter({ hasText: 'Instruments' });
    await instruments.getByRole('button', { name: 'Modifier — Instruments' }).click();
    let dialog = page.getByRole('dialog', { name: 'Modifier la catégorie « Instruments »' });
    await dialog.getByLabel('Montant prévu').fill('5 000');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Budget mis à jour', { exact: true }).waitFor();
    await instruments.getByText('5 000,00 $ CAD').first().waitFor();

    await admin.getByRole('button', { name: 'Inscrire une dépense ou un revenu' }).click();
    dialog = page.getByRole('dialog', { name: 'Nouvelle écriture' });
    await dialog.getByLabel('Catégorie').selectOption({ label: 'Instruments' });
    await dialog.getByLabel('Libellé').fill('Tuba d’étude');
    await dialog.getByLabel('Montant').fill('-1200');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Le montant doit être supérieur à zéro.').waitFor();
    await dialog.getByLabel('Montant').fill('1 200,00');
    await expectAxeClean(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Écriture inscrite', { exact: true }).waitFor();
    // The entries, a page at a time under the figures.
    await admin
      .getByRole('region', { name: 'Dépenses et revenus du budget' })
      .getByRole('rowheader', { name: /Tuba d’étude/ })
      .waitFor();
    await expect(instruments.getByTestId('remaining').innerText()).resolves.toBe('3 800,00 $ CAD');
    await expect(admin.getByTestId('budget-remaining').innerText()).resolves.toBe('3 800,00 $ CAD');
    await admin
      .getByRole('img', { name: /Instruments : prévu 5 000,00 \$ CAD, dépensé 1 200,00 \$ CAD\./ })
      .waitFor();
    await expect(admin.locator('.fu-chart canvas').count()).resolves.toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      admin.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`budget-${next}.csv`);
    const lines = (await readFile((await download.path())!, 'utf8')).slice(1).split('\r\n');
    expect(lines[0]).toBe('Catégorie;Prévu;Dépensé;Revenus;Reste;Dépassement;Note');
    expect(lines).toContain('Instruments;5000,00;1200,00;0,00;3800,00;Non;');
    expect(lines.at(-1)).toBe('Total;5000,00;1200,00;0,00;3800,00;Non;');
  });

  it('downloads a student’s statement as a PDF, and the organisation’s purchases as a CSV', async () => {
    const page = await journey.sessions.signedInAgain(demo.admin, '/admin/budget');
    const admin = portal(page, 'admin');
    await admin.getByRole('tab', { name: 'Achats des élèves' }).click();
    await rowOf(admin, 'Location d’euphonium (automne)').waitFor();
    await expectAxeClean(page);

    await admin.getByRole('button', { name: 'Relevé de compte (PDF)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Relevé de compte' });
    await dialog.getByLabel('Élève').selectOption({ label: 'Léa Roy' });
    await dialog.getByLabel('Langue du relevé').selectOption({ label: 'English' });
    const [statement] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Télécharger' }).click(),
    ]);
    expect(statement.suggestedFilename()).toMatch(/^statement-lea-roy-\d{4}-09-01-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = await readFile((await statement.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByText('Relevé téléchargé', { exact: true }).waitFor();

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      admin.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^achats-organisation-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await csv.path())!, 'utf8')).slice(1).split('\r\n');
    expect(lines[0]).toBe('Date;Élève;Courriel;Groupes;Article;Montant;Devise;Statut;Payé le;Enregistré par');
    expect(
      lines.some(
        (line) =>
          line.includes(';Léa Roy;eleve@demo.crescendo.ca;') && line.includes(`;${item};12,50;CAD;Payé;`),
      ),
    ).toBe(true);
    expect(lines.filter((line) => line.includes('Location d’euphonium'))).toHaveLength(1);
  });

  it('refuses bad input at the API too, in French, and writes nothing', async () => {
    const { tokens } = await signInWithPassword({
      base: `${platform.origin}/realms/crescendo`,
      jar: new CookieJar(),
      clientId: 'crescendo-web',
      redirectUri: `${platform.origin}/dashboard`,
      email: demo.teacher,
      password: demoPassword,
    });
    const record = async (body: Record<string, unknown>) => {
      const response = await fetch(`${platform.origin}/api/v1${recordPurchaseRoute.path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        error: ((await response.json()) as { error: Record<string, unknown> }).error,
      };
    };
    const lea = demoAccountId(demo.student);
    const florence = demoAccountId('eleve7@demo.crescendo.ca'); // in none of the teacher's groups
    const purchase = { studentId: lea, item: 'Anche', amount: '3', currency: 'CAD' };
    for (const [change, fields] of [
      [{ amount: '-5' }, { amount: 'Le montant doit être supérieur à zéro.' }],
      [{ amount: 0 }, { amount: 'Le montant doit être supérieur à zéro.' }],
      [{ amount: 'NaN' }, { amount: 'Le montant doit être un nombre, par exemple 12,50.' }],
      [{ amount: '1,999' }, { amount: 'Le montant compte au plus 2 décimales.' }],
      [{ amount: '10000,01' }, { amount: 'Un achat ne peut pas dépasser 10 000,00.' }],
      [{ currency: 'GBP' }, { currency: 'Devise inconnue : choisissez CAD, USD ou EUR.' }],
    ] as const) {
      await expect(record({ ...purchase, ...change })).resolves.toMatchObject({
        status: 400,
        error: { code: 'VALIDATION_FAILED', fields },
      });
    }
    await expect(record({ ...purchase, studentId: florence })).resolves.toMatchObject({
      status: 403,
      error: { message: 'Cet élève ne fait partie d’aucun de vos groupes.' },
    });
    const api = new JourneyApi(platform.origin);
    const lists = await api.call(demo.admin, listPurchasesRoute, { query: { studentId: florence } });
    expect(lists.purchases).toEqual([]);
    const leas = await api.call(demo.admin, listPurchasesRoute, { query: { studentId: lea } });
    expect(leas.purchases.filter((p) => p.item === 'Anche')).toEqual([]);
  });
});

describe('the finance screens on a phone (390 px, touch)', () => {
  it('fit the student’s Finance tab and debt box, axe clean', async () => {
    const student = await journey.sessions.newPage(phone);
    await signInAt(student, platform.origin, '/student/dashboard?tab=finance', demo.student);
    await rowOf(portal(student, 'student'), 'Sortie au concert de l’OSM').waitFor();
    await debtBox(student).getByText('43,95 $ CAD').waitFor();
    await expect(overflowPast(student)).resolves.toBeLessThanOrEqual(0);
    await expectAxeClean(student);
  });

  it('fit the teacher’s Achats and its Nouvel achat dialog, axe clean', async () => {
    const teacher = await journey.sessions.newPage(phone);
    await signInAt(teacher, platform.origin, '/teacher/achats', demo.teacher);
    await rowOf(portal(teacher, 'teacher'), 'Cahier de partitions').waitFor();
    await expect(overflowPast(teacher)).resolves.toBeLessThanOrEqual(0);
    await expectAxeClean(teacher);
    await portal(teacher, 'teacher').getByRole('button', { name: 'Enregistrer un achat' }).tap();
    const dialog = teacher.getByRole('dialog', { name: 'Nouvel achat' });
    await dialog.getByLabel('Montant').waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectAxeClean(teacher, '[role="dialog"]');
  });

  it('fit the admin’s Budget with its chart, axe clean', async () => {
    const admin = await journey.sessions.newPage(phone);
    await signInAt(admin, platform.origin, '/admin/budget', demo.admin);
    await portal(admin, 'admin').getByTestId('budget-category').first().waitFor();
    await portal(admin, 'admin').locator('.fu-chart canvas').waitFor();
    await expect(overflowPast(admin)).resolves.toBeLessThanOrEqual(0);
    await expectAxeClean(admin);
  });
});

// Last: its purchases come first in every list of the teacher's from here on.
describe('a long list of purchases, a page at a time (issue 34)', () => {
  const jacob = 'eleve6@demo.crescendo.ca'; // one purchase of the demo, paid
  const item = (n: number) => `Huile à pistons n° ${n}`;

  beforeAll(async () => {
    const api = new JourneyApi(platform.origin);
    for (let n = 1; n <= purchasePage.default; n += 1)
      await api.call(demo.teacher, recordPurchaseRoute, {
        body: { studentId: demoAccountId(jacob), item: item(n), amount: '2', currency: 'CAD' },
      });
  }, 120_000);

  it('shows the student a page, the rest on ‘Charger plus’, and a debt box that counts every purchase', async () => {
    const page = await journey.sessions.signedInAgain(jacob, '/student/dashboard?tab=finance');
    const student = portal(page, 'student');
    await rowOf(student, item(purchasePage.default)).waitFor();
    await expect(student.getByTestId('purchase-row').count()).resolves.toBe(purchasePage.default);
    await expect(rowOf(student, 'Location d’euphonium').count()).resolves.toBe(0);
    // The debt and the totals are the service's sums over every purchase, whatever is loaded.
    await debtBox(page).getByText('100,00 $ CAD').waitFor();
    await student.getByTestId('unpaid-CAD').getByText('100,00 $ CAD').waitFor();
    await student.getByRole('button', { name: 'Charger plus' }).click();
    await rowOf(student, 'Location d’euphonium (automne)').waitFor();
    await expect(student.getByTestId('purchase-row').count()).resolves.toBe(purchasePage.default + 1);
    await expect(student.getByRole('button', { name: 'Charger plus' }).count()).resolves.toBe(0);
    await expectAxeClean(page);
  });

  it('shows the teacher a page of the student’s purchases and the rest on ‘Charger plus’', async () => {
    const page = await journey.sessions.signedInAgain(demo.teacher, '/teacher/achats');
    const teacher = portal(page, 'teacher');
    await rowOf(teacher, item(purchasePage.default)).waitFor();
    const filters = teacher.getByRole('region', { name: 'Filtres des achats' });
    await filters.getByLabel('Élève', { exact: true }).selectOption({ label: 'Jacob Lavoie' });
    await teacher.getByTestId('unpaid-CAD').getByText('100,00 $ CAD').waitFor();
    await expect(rowOf(teacher, 'Location d’euphonium').count()).resolves.toBe(0);
    await teacher.getByRole('button', { name: 'Charger plus' }).click();
    await rowOf(teacher, 'Location d’euphonium (automne)').waitFor();
    await expect(teacher.getByTestId('purchase-row').count()).resolves.toBe(purchasePage.default + 1);
  });
});
