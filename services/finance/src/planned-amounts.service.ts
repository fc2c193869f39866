import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Actor, PayloadOf, addPlannedAmount } from '@crescendo/contracts';
import { budgetAmountMaxCents, defaultBudgetCategories } from '@crescendo/domain';
import { Db } from '@crescendo/service-kit';
import { requireAdmin } from './access.js';
import { countCategories, insertDefaultCategory, updateCategory } from './budget-category.store.js';
import { findBudget, insertBudget, lockBudget, recordChange } from './budget.store.js';
import { FINANCE_OPTIONS, type FinanceOptions } from './finance.options.js';

type Author = { organizationId: string; at: Date; by: string };

/**
 * Another service's share of a category's planned amount (decision 0073): the inventory's replacement plan puts
 * the next school year's replacements in 'Instruments', asked as the admin who clicked 'Ajouter au budget'.
 * Once per reference: the budget's history (`budget_changes`, append-only) keeps what the reference last put
 * in; the planned amount moves by the difference only (never under 0), so a second click changes nothing and a
 * plan that grew adds what it grew by, whatever the admin planned by hand beside it.
 */
@Injectable()
export class PlannedAmountsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(FINANCE_OPTIONS) private readonly options: FinanceOptions,
  ) {}

  async add(actor: Actor | null, input: PayloadOf<typeof addPlannedAmount>) {
    const admin = requireAdmin(actor);
    const author: Author = { organizationId: admin.organizationId, at: this.options.now(), by: admin.userId };
    return this.db.transaction(async (tx) => {
      const { id: budgetId, created } = await this.budgetOf(tx, author, input.schoolYear, input.reference);
      await lockBudget(tx, admin.organizationId, budgetId);
      const category = await this.categoryOf(tx, budgetId, input.categoryKey, author, input.reference);
      const [last] = await tx.query<Array<{ amount_cents: string }>>(
        `SELECT details->>'amountCents' AS amount_cents FROM budget_changes
         WHERE budget_id = $1 AND category_id = $2 AND details->>'reference' = $3
         ORDER BY position DESC LIMIT 1`,
        [budgetId, category.id, input.reference],
      );
      const before = category.restored || !last ? 0 : Number(last.amount_cents);
      const planned = Math.min(
        budgetAmountMaxCents,
        Math.max(0, category.plannedCents + input.amountCents - before),
      );
      const addedCents = planned - category.plannedCents;
      if (input.amountCents !== before || category.restored) {
        if (addedCents !== 0)
          await updateCategory(
            tx,
            category.id,
            { name: category.name, planned_cents: planned, note: category.note },
            author.at,
            author.by,
          );
        await recordChange(tx, {
          ...author,
          budgetId,
          categoryId: category.id,
          change: 'categoryUpdated',
          details: {
            before: { plannedCents: category.plannedCents },
            after: { plannedCents: planned },
            reference: input.reference,
            amountCents: input.amountCents,
          },
        });
      }
      return {
        schoolYear: input.schoolYear,
        categoryId: category.id,
        addedCents,
        plannedCents: planned,
        budgetCreated: created,
      };
    });
  }

  /** The school year's budget, created with the starting categories when there is none. */
  private async budgetOf(tx: Db, author: Author, schoolYear: string, from: string) {
    const id = randomUUID();
    const created = await insertBudget(
      tx,
      { id, organizationId: author.organizationId, schoolYear, currency: 'CAD' },
      author.at,
      author.by,
    );
    if (!created) return { id: (await findBudget(tx, author.organizationId, { schoolYear }))!.id, created };
    for (const [position, key] of defaultBudgetCategories.entries())
      await insertDefaultCategory(tx, id, position, key, author);
    await recordChange(tx, {
      ...author,
      budgetId: id,
      categoryId: null,
      change: 'budgetCreated',
      details: { schoolYear, currency: 'CAD', from },
    });
    return { id, created };
  }

  /** The budget's starting category `key` (renamed or not), put back at the end when it was removed. */
  private async categoryOf(tx: Db, budgetId: string, key: string, author: Author, from: string) {
    const find = async () => {
      const [row] = await tx.query<
        Array<{ id: string; name: string | null; note: string | null; planned_cents: string }>
      >(
        `SELECT id, name, note, planned_cents::bigint AS planned_cents FROM budget_categories
         WHERE budget_id = $1 AND key = $2 ORDER BY position LIMIT 1 FOR UPDATE`,
        [budgetId, key],
      );
      return row && { id: row.id, name: row.name, note: row.note, plannedCents: Number(row.planned_cents) };
    };
    const found = await find();
    if (found) return { ...found, restored: false };
    await insertDefaultCategory(
      tx,
      budgetId,
      await countCategories(tx, budgetId),
      key as (typeof defaultBudgetCategories)[number],
      author,
    );
    await recordChange(tx, {
      ...author,
      budgetId,
      categoryId: null,
      change: 'categoryAdded',
      details: { key, from },
    });
    return { ...(await find())!, restored: true };
  }
}
