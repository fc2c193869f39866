import { randomUUID } from 'node:crypto';
import type { DefaultBudgetCategory } from '@crescendo/domain';
import type { Db } from '@crescendo/service-kit';

/** Who changes a category, and when. */
export interface CategoryAuthor {
  organizationId: string;
  at: Date;
  by: string;
}

/** A budget's default category (`key`), named by the translations rather than by its row. */
export async function insertDefaultCategory(
  db: Db,
  budgetId: string,
  position: number,
  key: DefaultBudgetCategory,
  author: CategoryAuthor,
): Promise<void> {
  await db.query(
    `INSERT INTO budget_categories (id, organization_id, budget_id, position, key, created_at, created_by,
       updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $6, $7)`,
    [randomUUID(), author.organizationId, budgetId, position, key, author.at, author.by],
  );
}

export async function insertNamedCategory(
  db: Db,
  category: { id: string; budgetId: string; position: number; name: string; plannedCents: number },
  author: CategoryAuthor,
): Promise<void> {
  await db.query(
    `INSERT INTO budget_categories (id, organization_id, budget_id, position, name, planned_cents,
       created_at, created_by, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7, $8)`,
    [
      category.id,
      author.organizationId,
      category.budgetId,
      category.position,
      category.name,
      category.plannedCents,
      author.at,
      author.by,
    ],
  );
}

export async function countCategories(db: Db, budgetId: string): Promise<number> {
  const [{ n }]: Array<{ n: number }> = await db.query(
    `SELECT count(*)::int AS n FROM budget_categories WHERE budget_id = $1`,
    [budgetId],
  );
  return n;
}

export async function updateCategory(
  db: Db,
  id: string,
  next: { name: string | null; planned_cents: number; note: string | null },
  at: Date,
  by: string,
): Promise<void> {
  await db.query(
    `UPDATE budget_categories SET name = $2, planned_cents = $3, note = $4, updated_at = $5, updated_by = $6
     WHERE id = $1`,
    [id, next.name, next.planned_cents, next.note, at, by],
  );
}

export async function countEntriesOfCategory(db: Db, categoryId: string): Promise<number> {
  const [{ n }]: Array<{ n: number }> = await db.query(
    `SELECT count(*)::int AS n FROM budget_entries WHERE category_id = $1`,
    [categoryId],
  );
  return n;
}

export async function deleteCategory(db: Db, id: string): Promise<void> {
  await db.query(`DELETE FROM budget_categories WHERE id = $1`, [id]);
}

/**
 * A budget's categories: what a service injects under `BUDGET_CATEGORY_STORE`
 * (decision 0047, "Stores injected"); a unit test hands it a fake of the same type.
 */
export const budgetCategoryStore = {
  insertDefaultCategory,
  insertNamedCategory,
  countCategories,
  updateCategory,
  countEntriesOfCategory,
  deleteCategory,
};
export type BudgetCategoryStore = typeof budgetCategoryStore;
export const BUDGET_CATEGORY_STORE = Symbol('BudgetCategoryStore');
