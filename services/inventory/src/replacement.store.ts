import type { ReplacementItem, ReplacementSettings } from '@crescendo/domain';
import type { Db } from '@crescendo/service-kit';

/** The school's replacement settings; null while it keeps the defaults. */
export async function findReplacementSettings(
  db: Db,
  organizationId: string,
): Promise<ReplacementSettings | null> {
  const rows: Array<{ max_age_years: number; repair_ratio_percent: number }> = await db.query(
    `SELECT max_age_years, repair_ratio_percent FROM replacement_settings WHERE organization_id = $1`,
    [organizationId],
  );
  const row = rows[0];
  return row ? { maxAgeYears: row.max_age_years, repairRatioPercent: row.repair_ratio_percent } : null;
}

export async function saveReplacementSettings(
  db: Db,
  organizationId: string,
  settings: ReplacementSettings,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO replacement_settings (organization_id, max_age_years, repair_ratio_percent, updated_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (organization_id) DO UPDATE
       SET max_age_years = EXCLUDED.max_age_years, repair_ratio_percent = EXCLUDED.repair_ratio_percent,
           updated_at = EXCLUDED.updated_at`,
    [organizationId, settings.maxAgeYears, settings.repairRatioPercent, at],
  );
}

/**
 * What the plan weighs of every instrument of the school: family, condition, purchase date and price, and its
 * completed repairs' costs summed by PostgreSQL. A school has hundreds of instruments (the demo's 400 are
 * about 20 KB here): the plan is a sum over all of them, not a list to page.
 */
export async function replacementItems(db: Db, organizationId: string): Promise<ReplacementItem[]> {
  const rows: Array<{
    family: ReplacementItem['family'];
    condition: ReplacementItem['condition'];
    purchase_date: string | null;
    price_cents: number | null;
    repair_costs_cents: number;
  }> = await db.query(
    `SELECT i.family, i.condition, to_char(i.purchase_date, 'YYYY-MM-DD') AS purchase_date,
       i.price_cents::float8 AS price_cents, COALESCE(r.costs, 0)::float8 AS repair_costs_cents
     FROM instruments i
     LEFT JOIN (
       SELECT instrument_id, sum(cost_cents) AS costs FROM repairs
       WHERE organization_id = $1 AND cost_cents > 0 GROUP BY instrument_id
     ) r ON r.instrument_id = i.id
     WHERE i.organization_id = $1`,
    [organizationId],
  );
  return rows.map((row) => ({
    family: row.family,
    condition: row.condition,
    purchaseDate: row.purchase_date,
    priceCents: row.price_cents === null ? null : Number(row.price_cents),
    repairCostsCents: Number(row.repair_costs_cents),
  }));
}

/** What `ReplacementService` injects under `REPLACEMENT_STORE` (decision 0047). */
export const replacementStore = { findReplacementSettings, saveReplacementSettings, replacementItems };
export type ReplacementStore = typeof replacementStore;
export const REPLACEMENT_STORE = Symbol('ReplacementStore');
