import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  Actor,
  BudgetEntry,
  BudgetView,
  PayloadOf,
  addBudgetCategory,
  addBudgetEntry,
  createBudget,
  listBudgetEntries,
  updateBudgetCategory,
} from '@crescendo/contracts';
import {
  budgetCategoriesMax,
  budgetFigures,
  defaultBudgetCategories,
  inRange,
  instantAt,
  schoolYearDays,
  shiftDay,
} from '@crescendo/domain';
import { AppException, Db } from '@crescendo/service-kit';
import { requireAdmin } from './access.js';
import {
  BUDGET_STORE,
  decodeEntryCursor,
  toBudgetEntry,
  type BudgetRow,
  type BudgetStore,
} from './budget.store.js';
import { BUDGET_CATEGORY_STORE, type BudgetCategoryStore } from './budget-category.store.js';
import { FINANCE_OPTIONS, type FinanceOptions } from './finance.options.js';
import { PURCHASE_STORE, type PurchaseStore } from './purchase.store.js';

type Admin = ReturnType<typeof requireAdmin>;

/** PostgreSQL's unique_violation: a name already taken, a reversal already written by a concurrent request. */
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** The department's budget per school year (issue 13 §5): the administrators' only. */
@Injectable()
export class BudgetService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(BUDGET_STORE) private readonly budgetStore: BudgetStore,
    @Inject(BUDGET_CATEGORY_STORE) private readonly budgetCategoryStore: BudgetCategoryStore,
    @Inject(PURCHASE_STORE) private readonly purchaseStore: PurchaseStore,
    @Inject(FINANCE_OPTIONS) private readonly options: FinanceOptions,
  ) {}

  async get(actor: Actor | null, schoolYear: string): Promise<BudgetView> {
    const admin = requireAdmin(actor);
    const budget = await this.budgetStore.findBudget(this.db, admin.organizationId, { schoolYear });
    return this.view(this.db, schoolYear, budget);
  }

  /** A budget's expenses and revenues, newest first, a page at a time. */
  async listEntries(actor: Actor | null, input: PayloadOf<typeof listBudgetEntries>) {
    const admin = requireAdmin(actor);
    const after = input.cursor ? decodeEntryCursor(input.cursor) : null;
    const budget = await this.budget(this.db, admin, input.budgetId);
    const page = await this.budgetStore.entriesPage(this.db, budget.id, after, input.limit);
    return { entries: page.rows.map(toBudgetEntry), nextCursor: page.nextCursor };
  }

  async create(actor: Actor | null, input: PayloadOf<typeof createBudget>): Promise<BudgetView> {
    const admin = requireAdmin(actor);
    return this.db.transaction(async (tx) => {
      const id = randomUUID();
      const now = this.options.now();
      const created = await this.budgetStore.insertBudget(
        tx,
        { id, organizationId: admin.organizationId, schoolYear: input.schoolYear, currency: input.currency },
        now,
        admin.userId,
      );
      if (!created)
        throw new AppException('CONFLICT', 'finance.budgetExists', {
          params: { schoolYear: input.schoolYear },
        });
      const author = { organizationId: admin.organizationId, at: now, by: admin.userId };
      for (const [position, key] of defaultBudgetCategories.entries()) {
        await this.budgetCategoryStore.insertDefaultCategory(tx, id, position, key, author);
      }
      await this.budgetStore.recordChange(tx, {
        ...author,
        budgetId: id,
        categoryId: null,
        change: 'budgetCreated',
        details: input,
      });
      return this.view(
        tx,
        input.schoolYear,
        (await this.budgetStore.findBudget(tx, admin.organizationId, { id }))!,
      );
    });
  }

  async addCategory(actor: Actor | null, input: PayloadOf<typeof addBudgetCategory>): Promise<BudgetView> {
    const admin = requireAdmin(actor);
    return this.named(() =>
      this.db.transaction(async (tx) => {
        const budget = await this.budget(tx, admin, input.budgetId, true);
        const n = await this.budgetCategoryStore.countCategories(tx, budget.id);
        if (n >= budgetCategoriesMax)
          throw new AppException('CONFLICT', 'finance.tooManyCategories', {
            params: { maximum: budgetCategoriesMax },
          });
        const id = randomUUID();
        const now = this.options.now();
        await this.budgetCategoryStore.insertNamedCategory(
          tx,
          { id, budgetId: budget.id, position: n, name: input.name, plannedCents: input.planned },
          { organizationId: admin.organizationId, at: now, by: admin.userId },
        );
        await this.budgetStore.recordChange(tx, {
          organizationId: admin.organizationId,
          budgetId: budget.id,
          categoryId: id,
          change: 'categoryAdded',
          details: { name: input.name, plannedCents: input.planned },
          at: now,
          by: admin.userId,
        });
        return this.view(tx, budget.school_year, budget);
      }),
    );
  }

  /** Rename, plan another amount, note why it is over: the change and its author kept in the history. */
  async updateCategory(
    actor: Actor | null,
    input: PayloadOf<typeof updateBudgetCategory>,
  ): Promise<BudgetView> {
    const admin = requireAdmin(actor);
    return this.named(() =>
      this.db.transaction(async (tx) => {
        const category = await this.budgetStore.findCategory(
          tx,
          admin.organizationId,
          input.categoryId,
          true,
        );
        if (!category) throw new AppException('NOT_FOUND', 'finance.categoryNotFound');
        const next = {
          name: input.name !== undefined ? input.name : category.name,
          planned_cents: input.planned !== undefined ? input.planned : category.planned_cents,
          note: input.note !== undefined ? input.note || null : category.note,
        };
        const now = this.options.now();
        await this.budgetCategoryStore.updateCategory(tx, category.id, next, now, admin.userId);
        await this.budgetStore.recordChange(tx, {
          organizationId: admin.organizationId,
          budgetId: category.budget_id,
          categoryId: category.id,
          change: 'categoryUpdated',
          details: {
            before: { name: category.name, plannedCents: category.planned_cents, note: category.note },
            after: { name: next.name, plannedCents: next.planned_cents, note: next.note },
          },
          at: now,
          by: admin.userId,
        });
        const budget = (await this.budgetStore.findBudget(tx, admin.organizationId, {
          id: category.budget_id,
        }))!;
        return this.view(tx, budget.school_year, budget);
      }),
    );
  }

  /** Only while nothing is entered against it: the entries are the ledger's and stay. */
  async deleteCategory(actor: Actor | null, categoryId: string): Promise<BudgetView> {
    const admin = requireAdmin(actor);
    return this.db.transaction(async (tx) => {
      const category = await this.budgetStore.findCategory(tx, admin.organizationId, categoryId, true);
      if (!category) throw new AppException('NOT_FOUND', 'finance.categoryNotFound');
      if ((await this.budgetCategoryStore.countEntriesOfCategory(tx, category.id)) > 0)
        throw new AppException('CONFLICT', 'finance.categoryHasEntries');
      await this.budgetCategoryStore.deleteCategory(tx, category.id);
      await this.budgetStore.recordChange(tx, {
        organizationId: admin.organizationId,
        budgetId: category.budget_id,
        categoryId: category.id,
        change: 'categoryRemoved',
        details: { key: category.key, name: category.name, plannedCents: category.planned_cents },
        at: this.options.now(),
        by: admin.userId,
      });
      const budget = (await this.budgetStore.findBudget(tx, admin.organizationId, {
        id: category.budget_id,
      }))!;
      return this.view(tx, budget.school_year, budget);
    });
  }

  /** An expense or a revenue, dated within the budget's school year. */
  async addEntry(actor: Actor | null, input: PayloadOf<typeof addBudgetEntry>): Promise<BudgetEntry> {
    const admin = requireAdmin(actor);
    return this.db.transaction(async (tx) => {
      const category = await this.budgetStore.findCategory(tx, admin.organizationId, input.categoryId);
      if (!category) throw new AppException('NOT_FOUND', 'finance.categoryNotFound');
      const budget = (await this.budgetStore.findBudget(tx, admin.organizationId, {
        id: category.budget_id,
      }))!;
      const year = schoolYearDays(budget.school_year);
      if (!inRange(input.day, year))
        throw AppException.invalid({
          day: { key: 'finance.entryOutsideYear', params: { from: year.from, to: year.to } },
        });
      const id = randomUUID();
      await this.budgetStore.insertEntry(tx, {
        id,
        organization_id: admin.organizationId,
        budget_id: budget.id,
        category_id: category.id,
        kind: input.kind,
        label: input.label,
        amount_cents: input.amount,
        day: input.day,
        reverses_id: null,
        reason: null,
        recorded_at: this.options.now(),
        recorded_by: admin.userId,
      });
      return toBudgetEntry((await this.budgetStore.findEntry(tx, admin.organizationId, id))!);
    });
  }

  /** A mistake is undone by its opposite, on the same day and category, never by an edit. */
  async reverseEntry(actor: Actor | null, entryId: string, reason: string): Promise<BudgetEntry> {
    const admin = requireAdmin(actor);
    const write = () =>
      this.db.transaction(async (tx) => {
        const entry = await this.budgetStore.findEntry(tx, admin.organizationId, entryId);
        if (!entry) throw new AppException('NOT_FOUND', 'finance.entryNotFound');
        if (entry.reverses_id) throw new AppException('CONFLICT', 'finance.reversalNotReversible');
        if (entry.reversed) throw new AppException('CONFLICT', 'finance.entryAlreadyReversed');
        const id = randomUUID();
        await this.budgetStore.insertEntry(tx, {
          ...entry,
          id,
          amount_cents: -entry.amount_cents,
          reverses_id: entry.id,
          reason,
          recorded_at: this.options.now(),
          recorded_by: admin.userId,
        });
        return toBudgetEntry((await this.budgetStore.findEntry(tx, admin.organizationId, id))!);
      });
    return write().catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppException('CONFLICT', 'finance.entryAlreadyReversed');
      throw error;
    });
  }

  private async budget(tx: Db, admin: Admin, id: string, lock = false): Promise<BudgetRow> {
    if (lock) await this.budgetStore.lockBudget(tx, admin.organizationId, id);
    const budget = await this.budgetStore.findBudget(tx, admin.organizationId, { id });
    if (!budget) throw new AppException('NOT_FOUND', 'finance.budgetNotFound');
    return budget;
  }

  /** A name already taken in the budget: CONFLICT with the field's message. */
  private named<T>(write: () => Promise<T>): Promise<T> {
    return write().catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppException('CONFLICT', 'finance.categoryNameTaken');
      throw error;
    });
  }

  /** Every figure of the page, the students' payments of the school year counted as revenue. */
  private async view(tx: Db, schoolYear: string, budget: BudgetRow | null): Promise<BudgetView> {
    if (!budget) return { schoolYear, budget: null, categories: [], totals: null };
    // The entries summed per category and kind by PostgreSQL: the figures never read the entries themselves.
    const [categories, sums] = [
      await this.budgetStore.categoriesOf(tx, budget.id),
      await this.budgetStore.entrySums(tx, budget.id),
    ];
    const year = schoolYearDays(budget.school_year);
    const studentPayments = await this.purchaseStore.paymentsBetween(
      tx,
      budget.organization_id,
      budget.currency,
      instantAt(year.from, '00:00', this.options.timeZone),
      instantAt(shiftDay(year.to, 1), '00:00', this.options.timeZone),
    );
    const figures = budgetFigures(
      categories.map((c) => ({ id: c.id, plannedCents: c.planned_cents })),
      sums,
      studentPayments,
    );
    const { categories: perCategory, ...totals } = figures;
    return {
      schoolYear,
      budget: {
        id: budget.id,
        schoolYear: budget.school_year,
        currency: budget.currency,
        createdAt: new Date(budget.created_at).toISOString(),
        createdBy: budget.created_by,
      },
      categories: categories.map((category, index) => ({
        ...perCategory[index]!,
        key: category.key,
        name: category.name,
        note: category.note,
        updatedAt: new Date(category.updated_at).toISOString(),
        updatedBy: category.updated_by,
      })),
      totals,
    };
  }
}
