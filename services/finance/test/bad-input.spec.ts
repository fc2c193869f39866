import { addBudgetEntry, createBudget, recordPurchase } from '@crescendo/contracts';
import { schoolYearOf } from '@crescendo/domain';
import { newTenant } from '@crescendo/testing';
import { startFinance, type FinanceHarness } from './finance-harness.js';

// Issue 13 §6: bad input gets a clear French error and writes nothing.
let h: FinanceHarness;
beforeAll(async () => {
  h = await startFinance();
}, 90_000);
afterAll(() => h?.close());

describe('a purchase with bad input', () => {
  const t = newTenant();
  beforeAll(() => h.groupWith(t.teacher, [t.student]));

  it.each([
    ['negative', '-5', 'Le montant doit être supérieur à zéro.'],
    ['negative number', -5, 'Le montant doit être supérieur à zéro.'],
    ['zero', '0,00', 'Le montant doit être supérieur à zéro.'],
    ['NaN', 'NaN', 'Le montant doit être un nombre, par exemple 12,50.'],
    ['words', 'douze dollars', 'Le montant doit être un nombre, par exemple 12,50.'],
    ['more than 2 decimals', '12,505', 'Le montant compte au plus 2 décimales.'],
    ['more than 2 decimals (number)', 0.125, 'Le montant compte au plus 2 décimales.'],
    ['over the bound', '10 000,01', 'Un achat ne peut pas dépasser 10 000,00.'],
    ['missing', undefined, 'Le montant est requis.'],
    ['a boolean', true, 'Le montant doit être un nombre, par exemple 12,50.'],
  ])('refuses an amount %s', async (_, amount, message) => {
    const reply = await h.send(
      recordPurchase,
      { studentId: t.student.userId, item: 'Anche', amount: amount as string, currency: 'CAD' },
      t.teacher,
    );
    expect(reply).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Les données envoyées sont invalides.',
        fields: { 'payload.amount': message },
      },
    });
    expect(await h.count(`purchases WHERE organization_id = $1`, [t.organizationId])).toBe(0);
  });

  it.each([
    [
      'an unknown currency',
      { currency: 'GBP' },
      { 'payload.currency': 'Devise inconnue : choisissez CAD, USD ou EUR.' },
    ],
    ['a blank item', { item: '   ' }, { 'payload.item': 'L’article est requis.' }],
    [
      'an item too long',
      { item: 'x'.repeat(201) },
      { 'payload.item': 'L’article compte au plus 200 caractères.' },
    ],
    ['no student', { studentId: undefined }, { 'payload.studentId': 'Choisissez un élève.' }],
  ])('refuses %s', async (_, change, fields) => {
    const reply = await h.send(
      recordPurchase,
      { studentId: t.student.userId, item: 'Anche', amount: '3', currency: 'CAD', ...change } as never,
      t.teacher,
    );
    expect(reply).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED', fields } });
    expect(await h.count(`purchases WHERE organization_id = $1`, [t.organizationId])).toBe(0);
  });
});

describe('a budget entry with bad input', () => {
  it('refuses a bad amount, a bad kind and a day outside the school year, writing nothing', async () => {
    const t = newTenant();
    const schoolYear = schoolYearOf(new Date());
    const view = await h.ok(createBudget, { schoolYear, currency: 'CAD' }, t.admin);
    const categoryId = view.categories[0]!.id;
    const start = Number(schoolYear.slice(0, 4));
    const entry = { kind: 'expense', label: 'Clarinette', amount: '100', day: `${start}-10-01` };
    for (const [change, fields] of [
      [{ amount: '-100' }, { 'payload.amount': 'Le montant doit être supérieur à zéro.' }],
      [{ amount: '0' }, { 'payload.amount': 'Le montant doit être supérieur à zéro.' }],
      [{ amount: '1,999' }, { 'payload.amount': 'Le montant compte au plus 2 décimales.' }],
      [{ amount: '10000000,01' }, { 'payload.amount': 'Le montant ne peut pas dépasser 10 000 000,00.' }],
      [{ kind: 'gift' }, { 'payload.kind': 'Choisissez une dépense ou un revenu.' }],
      [{ label: '' }, { 'payload.label': 'Le libellé est requis.' }],
      [{ day: `${start}-02-30` }, { 'payload.day': 'Cette date n’existe pas.' }],
      [
        { day: `${start}-08-31` },
        {
          day: `La date doit être comprise dans l’année scolaire du budget (du ${start}-09-01 au ${start + 1}-08-31).`,
        },
      ],
    ] as const) {
      const reply = await h.send(addBudgetEntry, { categoryId, ...entry, ...change } as never, t.admin);
      expect([change, reply]).toMatchObject([
        change,
        { ok: false, error: { code: 'VALIDATION_FAILED', fields } },
      ]);
    }
    expect(await h.count(`budget_entries WHERE organization_id = $1`, [t.organizationId])).toBe(0);
  });

  it('refuses a school year that is not one, and an unknown currency', async () => {
    const t = newTenant();
    expect(await h.send(createBudget, { schoolYear: '2026-2028', currency: 'CAD' }, t.admin)).toMatchObject({
      ok: false,
      error: {
        fields: { 'payload.schoolYear': 'L’année scolaire s’écrit AAAA-AAAA, par exemple 2026-2027.' },
      },
    });
    expect(
      await h.send(createBudget, { schoolYear: '2026-2027', currency: 'BTC' as 'CAD' }, t.admin),
    ).toMatchObject({
      ok: false,
      error: { fields: { 'payload.currency': 'Devise inconnue : choisissez CAD, USD ou EUR.' } },
    });
    expect(await h.count(`budgets WHERE organization_id = $1`, [t.organizationId])).toBe(0);
  });
});
