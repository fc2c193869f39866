import type { BudgetView, ListedPurchase } from '@crescendo/contracts';
import { budgetCsvRows } from '../src/budget-csv.js';
import { purchaseCsvRows } from '../src/purchases-csv.js';

const purchase = (overrides: Partial<ListedPurchase>): ListedPurchase => ({
  id: 'p',
  organizationId: 'o',
  studentId: 's1',
  item: 'Anches',
  amountCents: 1250,
  currency: 'CAD',
  status: 'credit',
  paid: false,
  createdAt: '2026-10-02T14:00:00.000Z',
  createdBy: 't1',
  paidAt: null,
  cancelledAt: null,
  ...overrides,
});

const headers = {
  date: 'Date',
  student: 'Élève',
  email: 'Courriel',
  groups: 'Groupes',
  item: 'Article',
  amount: 'Montant',
  currency: 'Devise',
  status: 'Statut',
  paidAt: 'Payé le',
  recordedBy: 'Enregistré par',
};

describe('the purchases CSV', () => {
  it('writes one row per purchase, oldest first, amounts as plain decimals beside their currency', () => {
    const rows = purchaseCsvRows({
      purchases: [
        purchase({
          id: 'b',
          item: 'Sortie',
          amountCents: 2500,
          createdAt: '2026-10-05T03:30:00.000Z',
          status: 'paid',
          paidAt: '2026-10-06T15:00:00.000Z',
        }),
        purchase({ id: 'a' }),
        purchase({ id: 'c', studentId: null, amountCents: 5, currency: 'USD', status: 'cancelled' }),
      ],
      people: new Map([
        ['s1', { name: 'Léa Roy', email: 'eleve@demo.crescendo.ca', groups: 'MUS212 — Harmonie' }],
        ['t1', { name: 'Marc Gagnon', email: 'prof@demo.crescendo.ca' }],
      ]),
      headers,
      statuses: { credit: 'À régler', paid: 'Payé', cancelled: 'Annulé' },
      deletedStudent: 'Élève supprimé',
      decimalSeparator: ',',
    });
    expect(rows).toEqual([
      Object.values(headers),
      [
        '2026-10-02',
        'Léa Roy',
        'eleve@demo.crescendo.ca',
        'MUS212 — Harmonie',
        'Anches',
        '12,50',
        'CAD',
        'À régler',
        '',
        'Marc Gagnon',
      ],
      ['2026-10-02', 'Élève supprimé', '', '', 'Anches', '0,05', 'USD', 'Annulé', '', 'Marc Gagnon'],
      // 03:30 UTC on 5 October is still the 4th in Toronto.
      [
        '2026-10-04',
        'Léa Roy',
        'eleve@demo.crescendo.ca',
        'MUS212 — Harmonie',
        'Sortie',
        '25,00',
        'CAD',
        'Payé',
        '2026-10-06',
        'Marc Gagnon',
      ],
    ]);
  });
});

describe('the budget CSV', () => {
  it('writes each category, the students’ payments and the totals', () => {
    const category = (
      id: string,
      name: string,
      planned: number,
      spent: number,
      note: string | null = null,
    ) => ({
      id,
      key: null,
      name,
      plannedCents: planned,
      spentCents: spent,
      revenueCents: 0,
      remainingCents: planned - spent,
      overBudget: spent > planned,
      note,
      updatedAt: '',
      updatedBy: null,
    });
    const view: BudgetView = {
      schoolYear: '2026-2027',
      budget: { id: 'b', schoolYear: '2026-2027', currency: 'CAD', createdAt: '', createdBy: null },
      categories: [
        category('1', 'Instruments', 500000, 320000),
        category('2', 'Réparations', 150000, 174000, 'Cuivres'),
      ],
      totals: {
        plannedCents: 650000,
        spentCents: 494000,
        revenueCents: 0,
        studentPaymentsCents: 12345,
        remainingCents: 168345,
        overBudget: false,
      },
    };
    const rows = budgetCsvRows({
      view,
      names: (c) => c.name!,
      headers: {
        category: 'Catégorie',
        planned: 'Prévu',
        spent: 'Dépensé',
        revenue: 'Revenus',
        remaining: 'Reste',
        overBudget: 'Dépassement',
        note: 'Note',
      },
      words: { totals: 'Total', studentPayments: 'Paiements des élèves', yes: 'Oui', no: 'Non' },
      decimalSeparator: '.',
    });
    expect(rows.slice(1)).toEqual([
      ['Instruments', '5000.00', '3200.00', '0.00', '1800.00', 'Non', ''],
      ['Réparations', '1500.00', '1740.00', '0.00', '-240.00', 'Oui', 'Cuivres'],
      ['Paiements des élèves', '', '', '123.45', '', '', ''],
      ['Total', '6500.00', '4940.00', '123.45', '1683.45', 'Non', ''],
    ]);
  });
});
