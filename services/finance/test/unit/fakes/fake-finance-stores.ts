import type { CurrencyCode } from '@crescendo/domain';
import type { BudgetCategoryStore } from '../../../src/budget-category.store.js';
import type { BudgetRow, BudgetStore, CategoryRow, EntryRow } from '../../../src/budget.store.js';
import type { PurchasePageStore, PurchasesFilter } from '../../../src/purchase-page.store.js';
import type { NewEntry, PurchaseRow, PurchaseStore } from '../../../src/purchase.store.js';
import type { StatementStore } from '../../../src/statement.store.js';

type StoredPurchase = Omit<PurchaseRow, 'entries'>;
interface BudgetChange {
  budgetId: string;
  categoryId: string | null;
  change: string;
  details: Record<string, unknown>;
}

/** PostgreSQL's answer to a second row under a unique key, as the stores pass it on. */
export function uniqueViolation(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
}

/**
 * Finance's tables in memory, and fake stores over them with the real ones' signatures. They keep and find
 * rows (a unique name or reversal refused as PostgreSQL would); the rules are the services'.
 */
export class FinanceTables {
  readonly purchases: StoredPurchase[] = [];
  readonly ledger: NewEntry[] = [];
  readonly budgets: BudgetRow[] = [];
  readonly categories: Array<CategoryRow & { position: number }> = [];
  readonly entries: Array<Omit<EntryRow, 'reversed'>> = [];
  readonly changes: BudgetChange[] = [];
  /** The filters the purchases' pages were read with (whose purchases an actor reads). */
  readonly filters: PurchasesFilter[] = [];
  /** The purchases locked, in order (a move locks its purchase first). */
  readonly locked: string[] = [];

  readonly purchaseStore: PurchaseStore = {
    findPurchase: async (_db, organizationId, id, lock = false) => {
      if (lock) this.locked.push(id);
      const row = this.purchases.find((p) => p.organization_id === organizationId && p.id === id);
      if (!row) return null;
      const entries = this.ledger
        .filter((e) => e.purchaseId === id)
        .map((e) => ({
          id: e.id,
          kind: e.kind,
          amountCents: e.amountCents,
          currency: e.currency,
          recordedAt: e.recordedAt.toISOString(),
          recordedBy: e.recordedBy,
          reason: e.reason,
          reversesId: e.reversesId,
        }));
      return { ...row, entries };
    },
    findLiveByReference: async (_db, organizationId, studentId, reference) =>
      this.purchases.find(
        (p) =>
          p.organization_id === organizationId &&
          p.student_id === studentId &&
          p.reference === reference &&
          !this.ledger.some((e) => e.purchaseId === p.id && e.kind === 'chargeReversal'),
      )?.id ?? null,
    lockReference: async () => undefined,
    insertPurchase: async (db, row, chargeId) => {
      this.purchases.push(row);
      await this.purchaseStore.insertEntry(db, {
        id: chargeId,
        organizationId: row.organization_id,
        purchaseId: row.id,
        kind: 'charge',
        amountCents: row.amount_cents,
        currency: row.currency,
        reversesId: null,
        reason: null,
        recordedAt: row.created_at,
        recordedBy: row.created_by,
      });
    },
    insertEntry: async (_db, entry) => {
      this.ledger.push(entry);
    },
    paymentsBetween: async (_db, organizationId, currency, since, until) =>
      this.ledger
        .filter((e) => e.organizationId === organizationId && e.currency === currency)
        .filter((e) => e.recordedAt >= since && e.recordedAt < until)
        .reduce(
          (sum, e) =>
            sum + (e.kind === 'payment' ? e.amountCents : e.kind === 'paymentReversal' ? -e.amountCents : 0),
          0,
        ),
  };

  readonly purchasePageStore: PurchasePageStore = {
    purchasesPage: async (_db, filter) => {
      this.filters.push(filter);
      return { purchases: [], nextCursor: null };
    },
    purchaseTotalsOf: async () => [],
  };

  readonly budgetStore: BudgetStore = {
    findBudget: async (_db, organizationId, where) =>
      this.budgets.find(
        (b) =>
          b.organization_id === organizationId &&
          ('id' in where ? b.id === where.id : b.school_year === where.schoolYear),
      ) ?? null,
    insertBudget: async (_db, budget, at, by) => {
      if (
        this.budgets.some(
          (b) => b.organization_id === budget.organizationId && b.school_year === budget.schoolYear,
        )
      )
        return false;
      this.budgets.push({
        id: budget.id,
        organization_id: budget.organizationId,
        school_year: budget.schoolYear,
        currency: budget.currency,
        created_at: at,
        created_by: by,
      });
      return true;
    },
    lockBudget: async () => {},
    categoriesOf: async (_db, budgetId) =>
      this.categories.filter((c) => c.budget_id === budgetId).sort((a, b) => a.position - b.position),
    findCategory: async (_db, organizationId, id) =>
      this.categories.find((c) => c.organization_id === organizationId && c.id === id) ?? null,
    entriesPage: async (_db, budgetId, _after, limit) => ({
      rows: this.entries
        .filter((e) => e.budget_id === budgetId)
        .slice(0, limit)
        .map((e) => this.entryRow(e)),
      nextCursor: null,
    }),
    entrySums: async (_db, budgetId) => {
      const sums = new Map<string, { categoryId: string; kind: EntryRow['kind']; amountCents: number }>();
      for (const e of this.entries.filter((entry) => entry.budget_id === budgetId)) {
        const key = `${e.category_id} ${e.kind}`;
        const sum = sums.get(key) ?? { categoryId: e.category_id, kind: e.kind, amountCents: 0 };
        sums.set(key, { ...sum, amountCents: sum.amountCents + e.amount_cents });
      }
      return [...sums.values()];
    },
    findEntry: async (_db, organizationId, id) => {
      const row = this.entries.find((e) => e.organization_id === organizationId && e.id === id);
      return row ? this.entryRow(row) : null;
    },
    insertEntry: async (_db, entry) => {
      if (entry.reverses_id && this.entries.some((e) => e.reverses_id === entry.reverses_id))
        throw uniqueViolation();
      this.entries.push(entry);
    },
    recordChange: async (_db, change) => {
      this.changes.push({
        budgetId: change.budgetId,
        categoryId: change.categoryId,
        change: change.change,
        details: change.details,
      });
    },
  };

  readonly budgetCategoryStore: BudgetCategoryStore = {
    insertDefaultCategory: async (_db, budgetId, position, key, author) => {
      this.addCategory({ budgetId, position, key, name: null, plannedCents: 0 }, author);
    },
    insertNamedCategory: async (_db, category, author) => {
      if (this.categories.some((c) => c.budget_id === category.budgetId && c.name === category.name))
        throw uniqueViolation();
      this.addCategory({ ...category, key: null }, author, category.id);
    },
    countCategories: async (_db, budgetId) => this.categories.filter((c) => c.budget_id === budgetId).length,
    updateCategory: async (_db, id, next, at, by) => {
      Object.assign(
        this.categories.find((c) => c.id === id)!,
        { ...next, updated_at: at, updated_by: by },
      );
    },
    countEntriesOfCategory: async (_db, categoryId) =>
      this.entries.filter((e) => e.category_id === categoryId).length,
    deleteCategory: async (_db, id) => {
      this.categories.splice(
        this.categories.findIndex((c) => c.id === id),
        1,
      );
    },
  };

  readonly statementStore: StatementStore = {
    balancesBefore: async (_db, ledger, until) => {
      const owed = new Map<CurrencyCode, number>();
      for (const e of this.ledgerOf(ledger).filter((entry) => entry.recordedAt < until)) {
        const sign = e.kind === 'charge' || e.kind === 'paymentReversal' ? 1 : -1;
        owed.set(e.currency, (owed.get(e.currency) ?? 0) + sign * e.amountCents);
      }
      return [...owed].map(([currency, cents]) => ({ currency, cents }));
    },
    entriesBetween: async (_db, ledger, since, until, limit) =>
      this.ledgerOf(ledger)
        .filter((e) => e.recordedAt >= since && e.recordedAt < until)
        .slice(0, limit)
        .map((e) => ({
          kind: e.kind,
          amount_cents: e.amountCents,
          currency: e.currency,
          recorded_at: e.recordedAt,
          item: this.purchases.find((p) => p.id === e.purchaseId)!.item,
        })),
    hasPurchases: async (_db, ledger) =>
      this.purchases.some(
        (p) => p.organization_id === ledger.organizationId && p.student_id === ledger.studentId,
      ),
  };

  private addCategory(
    category: {
      budgetId: string;
      position: number;
      key: CategoryRow['key'];
      name: string | null;
      plannedCents: number;
    },
    author: { organizationId: string; at: Date; by: string },
    id = `${category.budgetId.slice(0, 8)}-0000-4000-8000-${String(this.categories.length).padStart(12, '0')}`,
  ): void {
    this.categories.push({
      id,
      budget_id: category.budgetId,
      organization_id: author.organizationId,
      key: category.key,
      name: category.name,
      planned_cents: category.plannedCents,
      note: null,
      updated_at: author.at,
      updated_by: author.by,
      position: category.position,
    });
  }

  private entryRow(row: Omit<EntryRow, 'reversed'>): EntryRow {
    return { ...row, reversed: this.entries.some((e) => e.reverses_id === row.id) };
  }

  private ledgerOf({ organizationId, studentId }: { organizationId: string; studentId: string }): NewEntry[] {
    const theirs = new Set(
      this.purchases
        .filter((p) => p.organization_id === organizationId && p.student_id === studentId)
        .map((p) => p.id),
    );
    return this.ledger.filter((e) => theirs.has(e.purchaseId));
  }
}
