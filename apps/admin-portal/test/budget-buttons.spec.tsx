/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import type { BudgetEntry, BudgetView } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { CategoryTable, EntryTable } from '../src/budget/budget-tables.js';

const category = {
  id: '11111111-1111-4111-8111-111111111111',
  key: null,
  name: 'Partitions',
  note: null,
  plannedCents: 50_000,
  spentCents: 10_000,
  revenueCents: 0,
  remainingCents: 40_000,
  overBudget: false,
} as unknown as BudgetView['categories'][number];
const view = {
  categories: [category],
  totals: {
    plannedCents: 50_000,
    spentCents: 10_000,
    revenueCents: 0,
    studentPaymentsCents: 0,
    remainingCents: 40_000,
    overBudget: false,
  },
} as unknown as BudgetView;
const entry = {
  id: '22222222-2222-4222-8222-222222222222',
  categoryId: category.id,
  kind: 'expense',
  label: 'Cordes',
  amountCents: 10_000,
  day: '2026-10-01',
  reversed: false,
  reversesId: null,
  reason: null,
} as unknown as BudgetEntry;

const style = (button: HTMLElement) =>
  button.className.split(' ').find((name) => name.startsWith('cr-button--'));

/**
 * Issue 32 §6: the budget's 'Supprimer' and the entries' 'Annuler' were plain text beside bordered buttons. One
 * style per action kind: a change is bordered (secondary), a removal or a reversal is the danger button, as
 * every other removal of the portals.
 */
describe("the budget tables' buttons", () => {
  beforeAll(() => initPreloadedI18n('fr', [initReactI18next]));

  it("draws 'Modifier' as a change, 'Supprimer' and 'Annuler' as removals", () => {
    render(
      <>
        <CategoryTable view={view} currency="CAD" onEdit={() => undefined} onRemove={() => undefined} />
        <EntryTable entries={[entry]} categories={[category]} currency="CAD" onReverse={() => undefined} />
      </>,
    );
    const [edit, remove, reverse] = [
      screen.getByRole('button', { name: /^Modifier/ }),
      screen.getByRole('button', { name: /^Supprimer/ }),
      screen.getByRole('button', { name: /^Annuler/ }),
    ];
    expect([style(edit), style(remove), style(reverse)]).toEqual([
      'cr-button--secondary',
      'cr-button--danger',
      'cr-button--danger',
    ]);
  });
});
