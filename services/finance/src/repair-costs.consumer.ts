import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { repairCostRecorded } from '@crescendo/contracts';
import { defaultBudgetCategories, schoolYearOf } from '@crescendo/domain';
import { EventConsumers, type Db } from '@crescendo/service-kit';
import { countCategories, insertDefaultCategory } from './budget-category.store.js';
import { findBudget, insertBudget, insertEntry, lockBudget, recordChange } from './budget.store.js';
import { FINANCE_OPTIONS, type FinanceOptions } from './finance.options.js';

/**
 * What an instrument's repair cost (issue 27 §6, decision 0052): the inventory's event becomes an expense of
 * the 'Réparations' category (`repairs`) of the budget of the school year of the day it came back, recorded by
 * whoever recorded the repair as done. A year without a budget gets one, with the starting categories (the
 * expense is never dropped); a budget whose 'Réparations' was removed gets it back. The repair's id is the
 * entry's, so a second delivery enters nothing more.
 */
@Injectable()
export class RepairCostsConsumer implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly events: EventConsumers,
    @Inject(FINANCE_OPTIONS) private readonly options: FinanceOptions,
  ) {}

  onModuleInit() {
    this.events.on(repairCostRecorded, async (cost, { db: tx }) => {
      const [known] = await tx.query<unknown[]>(`SELECT 1 FROM budget_entries WHERE id = $1`, [
        cost.repairId,
      ]);
      if (known) return;
      const now = this.options.now();
      const author = { organizationId: cost.organizationId, at: now, by: cost.recordedBy };
      // Noon UTC is the same calendar day in Quebec: the day's school year.
      const schoolYear = schoolYearOf(new Date(`${cost.day}T12:00:00Z`));
      const budgetId = await this.budgetOf(tx, author, schoolYear, cost.currency);
      await lockBudget(tx, cost.organizationId, budgetId);
      const categoryId = await this.repairsCategoryOf(tx, budgetId, author);
      await insertEntry(tx, {
        id: cost.repairId,
        organization_id: cost.organizationId,
        budget_id: budgetId,
        category_id: categoryId,
        kind: 'expense',
        label: cost.label,
        amount_cents: cost.amountCents,
        day: cost.day,
        reverses_id: null,
        reason: null,
        recorded_at: now,
        recorded_by: cost.recordedBy,
      });
    });
  }

  /** The school year's budget, created with the starting categories when the school has none yet. */
  private async budgetOf(
    tx: Db,
    author: { organizationId: string; at: Date; by: string },
    schoolYear: string,
    currency: 'CAD',
  ): Promise<string> {
    const id = randomUUID();
    const created = await insertBudget(
      tx,
      { id, organizationId: author.organizationId, schoolYear, currency },
      author.at,
      author.by,
    );
    if (!created) return (await findBudget(tx, author.organizationId, { schoolYear }))!.id;
    for (const [position, key] of defaultBudgetCategories.entries())
      await insertDefaultCategory(tx, id, position, key, author);
    await recordChange(tx, {
      ...author,
      budgetId: id,
      categoryId: null,
      change: 'budgetCreated',
      details: { schoolYear, currency, from: 'inventory.repair' },
    });
    return id;
  }

  /** The budget's 'Réparations' (renamed or not), put back at the end when it was removed. */
  private async repairsCategoryOf(
    tx: Db,
    budgetId: string,
    author: { organizationId: string; at: Date; by: string },
  ): Promise<string> {
    const find = async () => {
      const [row] = await tx.query<Array<{ id: string }>>(
        `SELECT id FROM budget_categories WHERE budget_id = $1 AND key = 'repairs' ORDER BY position LIMIT 1`,
        [budgetId],
      );
      return row?.id ?? null;
    };
    const found = await find();
    if (found) return found;
    await insertDefaultCategory(tx, budgetId, await countCategories(tx, budgetId), 'repairs', author);
    await recordChange(tx, {
      ...author,
      budgetId,
      categoryId: null,
      change: 'categoryAdded',
      details: { key: 'repairs', from: 'inventory.repair' },
    });
    return (await find())!;
  }
}
