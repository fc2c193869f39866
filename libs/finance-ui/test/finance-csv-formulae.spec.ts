import Papa from 'papaparse';
import type { BudgetView, ListedPurchase } from '@crescendo/contracts';
import { csvFormats, spreadsheetCsv } from '@crescendo/web-kit/csv';
import { budgetCsvRows } from '../src/budget-csv.js';
import { purchaseCsvRows } from '../src/purchases-csv.js';

// Issue 34 §4: the finance files go through the same rule as the practice file.
const readBack = (text: string) => Papa.parse<string[]>(text.slice(1), { delimiter: ';' }).data;

describe('the finance CSV files against formulas', () => {
  it('neutralises an item written like a formula, over two lines, and keeps the amount a number', () => {
    const purchase: ListedPurchase = {
      id: 'p',
      organizationId: 'o',
      studentId: 's1',
      item: "  -1+cmd|' /C calc'!A0\nAnches",
      amountCents: -1250,
      currency: 'CAD',
      status: 'credit',
      paid: false,
      createdAt: '2026-10-02T14:00:00.000Z',
      createdBy: 't1',
      paidAt: null,
      cancelledAt: null,
    };
    const rows = purchaseCsvRows({
      purchases: [purchase],
      people: new Map([['s1', { name: '@Léa', email: 'eleve@demo.crescendo.ca' }]]),
      headers: {
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
      },
      statuses: { credit: 'À régler', paid: 'Payé', cancelled: 'Annulé' },
      deletedStudent: 'Élève supprimé',
      decimalSeparator: ',',
    });
    const [, row] = readBack(spreadsheetCsv(rows, csvFormats.fr));
    expect(row![1]).toBe("'@Léa");
    expect(row![4]).toBe(`'${purchase.item}`);
    expect(row![5]).toBe('-12,50');
  });

  it('neutralises a budget note and keeps a negative remainder a number', () => {
    const view: BudgetView = {
      schoolYear: '2026-2027',
      budget: { id: 'b', schoolYear: '2026-2027', currency: 'CAD', createdAt: '', createdBy: null },
      categories: [
        {
          id: '1',
          key: null,
          name: '=Réparations',
          plannedCents: 150000,
          spentCents: 174000,
          revenueCents: 0,
          remainingCents: -24000,
          overBudget: true,
          note: '\t=HYPERLINK("https://evil.example",\r\n"Cuivres")',
          updatedAt: '',
          updatedBy: null,
        },
      ],
      totals: null,
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
      decimalSeparator: ',',
    });
    const text = spreadsheetCsv(rows, csvFormats.fr);
    expect(text.split('\r\n')[1]).toBe(
      '"\'=Réparations";1500,00;1740,00;0,00;-240,00;Oui;"\'\t=HYPERLINK(""https://evil.example"",',
    );
    expect(readBack(text)[1]).toEqual([
      "'=Réparations",
      '1500,00',
      '1740,00',
      '0,00',
      '-240,00',
      'Oui',
      `'${view.categories[0]!.note}`,
    ]);
  });
});
