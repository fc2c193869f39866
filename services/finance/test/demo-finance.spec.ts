import { getBudget, listBudgetEntries, listPurchases, renderStatement } from '@crescendo/contracts';
import { dayOf, schoolYearOf, shiftDay } from '@crescendo/domain';
import { demoActor } from '@crescendo/domain/demo';
import { startFinance, type FinanceHarness } from './finance-harness.js';
import { pdfText } from '@crescendo/testing/pdf';

const admin = demoActor('admin@demo.crescendo.ca', 'admin');
const teacher = demoActor('prof@demo.crescendo.ca', 'teacher');
const lea = demoActor('eleve@demo.crescendo.ca', 'student');

describe('demo finance (DEMO_MODE=true, issue 13 §8)', () => {
  let h: FinanceHarness;
  beforeAll(async () => {
    h = await startFinance({ demo: true, schema: 'finance_demo' });
  }, 90_000);
  afterAll(() => h?.close());

  it('gives the demo students purchases, some paid, and Léa a debt of 43,95 $', async () => {
    const mine = await h.ok(listPurchases, {}, lea);
    expect(mine.purchases.map((p) => [p.item, p.status])).toEqual([
      ['Sortie au concert de l’OSM', 'credit'],
      ['Méthode Essential Elements, livre 2', 'credit'],
      ['Anches de saxophone alto (boîte de 10)', 'paid'],
    ]);
    expect(mine.totals).toEqual([
      { currency: 'CAD', totalCents: 7645, paidCents: 3250, unpaidCents: 4395, count: 3 },
    ]);
    const all = await h.ok(listPurchases, {}, teacher);
    expect(new Set(all.purchases.map((p) => p.studentId)).size).toBe(6);
    expect(all.purchases.filter((p) => p.paid).length).toBe(4);
  });

  it('gives the organisation this school year’s budget, repairs over their plan with a note', async () => {
    const view = await h.ok(getBudget, { schoolYear: schoolYearOf(new Date()) }, admin);
    const repairs = view.categories.find((c) => c.key === 'repairs')!;
    expect(repairs).toMatchObject({ plannedCents: 150000, spentCents: 174000, overBudget: true });
    expect(repairs.note).toContain('Révision imprévue');
    const { entries } = await h.ok(listBudgetEntries, { budgetId: view.budget!.id }, admin);
    expect(entries.length).toBe(6);
    // The demo payments made this school year count as revenue (all of them, unless it started days ago).
    expect(view.totals!.studentPaymentsCents).toBeGreaterThan(0);
    expect(view.totals!.overBudget).toBe(false);
  });

  it('prints Léa’s statement with her name, from identity', async () => {
    const today = dayOf(new Date());
    const reply = await h.ok(
      renderStatement,
      { studentId: lea.userId, from: shiftDay(today, -60), to: today, language: 'fr' },
      teacher,
    );
    expect(reply.filename).toBe(`releve-lea-roy-${shiftDay(today, -60)}-${today}.pdf`);
    const text = pdfText(Buffer.from(reply.contentBase64, 'base64')).join(' ');
    expect(text).toContain('Élève : Léa Roy');
    expect(text).toContain('43,95 $ CAD');
  });

  it('is loaded once, whatever the number of starts', async () => {
    const before = await h.count('purchases');
    const again = await startFinance({ demo: true, schema: 'finance_demo' });
    try {
      expect(await again.count('purchases')).toBe(before);
      expect(await again.count('budgets')).toBe(1);
    } finally {
      await again.close();
    }
  }, 90_000);
});
