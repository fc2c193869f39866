import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Purchases and their ledger, budgets, their categories, entries and the history of their plans.
 *
 * The ledger tables (purchases, purchase_entries, budget_entries, budget_changes) are append-only, enforced
 * here rather than trusted to the code: a trigger refuses every DELETE and TRUNCATE, and every UPDATE but
 * one — the erasure of a person (decision 0028), which may only set the columns that name someone (given as
 * the trigger's arguments) to NULL. Amounts, currencies, kinds and dates never change once written.
 */
export class CreateFinanceTables1750000000001 implements MigrationInterface {
  name = 'CreateFinanceTables1750000000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE FUNCTION refuse_ledger_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        personal text[] := TG_ARGV;
        col text;
      BEGIN
        IF TG_OP <> 'UPDATE' THEN
          RAISE EXCEPTION 'finance: % is append-only (% refused)', TG_TABLE_NAME, TG_OP
            USING ERRCODE = 'restrict_violation';
        END IF;
        IF (to_jsonb(NEW) - personal) IS DISTINCT FROM (to_jsonb(OLD) - personal) THEN
          RAISE EXCEPTION 'finance: % is append-only (only a person''s erasure updates it)', TG_TABLE_NAME
            USING ERRCODE = 'restrict_violation';
        END IF;
        FOREACH col IN ARRAY personal LOOP
          IF to_jsonb(NEW) -> col <> 'null'::jsonb AND to_jsonb(NEW) -> col IS DISTINCT FROM to_jsonb(OLD) -> col THEN
            RAISE EXCEPTION 'finance: %.% may only be erased', TG_TABLE_NAME, col
              USING ERRCODE = 'restrict_violation';
          END IF;
        END LOOP;
        RETURN NEW;
      END $$`);

    await runner.query(`
      CREATE TABLE purchases (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        student_id uuid NULL,
        item text NOT NULL CHECK (length(item) BETWEEN 1 AND 200),
        amount_cents bigint NOT NULL CHECK (amount_cents > 0 AND amount_cents <= 1000000),
        currency text NOT NULL CHECK (currency IN ('CAD', 'USD', 'EUR')),
        created_at timestamptz NOT NULL,
        created_by uuid NULL
      )`);
    await runner.query(
      `CREATE INDEX purchases_by_student ON purchases (organization_id, student_id, created_at DESC)`,
    );
    await runner.query(`CREATE INDEX purchases_by_day ON purchases (organization_id, created_at DESC)`);
    // An erased account is found by id alone (decision 0028).
    await runner.query(`CREATE INDEX purchases_by_student_id ON purchases (student_id)`);
    await runner.query(`CREATE INDEX purchases_by_creator ON purchases (created_by)`);

    await runner.query(`
      CREATE TABLE purchase_entries (
        id uuid PRIMARY KEY,
        position bigint GENERATED ALWAYS AS IDENTITY,
        organization_id uuid NOT NULL,
        purchase_id uuid NOT NULL REFERENCES purchases (id),
        kind text NOT NULL CHECK (kind IN ('charge', 'payment', 'paymentReversal', 'chargeReversal')),
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        currency text NOT NULL CHECK (currency IN ('CAD', 'USD', 'EUR')),
        reverses_id uuid NULL UNIQUE REFERENCES purchase_entries (id),
        reason text NULL,
        recorded_at timestamptz NOT NULL,
        recorded_by uuid NULL,
        CHECK ((kind IN ('paymentReversal', 'chargeReversal')) = (reverses_id IS NOT NULL))
      )`);
    await runner.query(
      `CREATE INDEX purchase_entries_by_purchase ON purchase_entries (purchase_id, recorded_at, position)`,
    );
    // The budget's automatic revenue: the organisation's payments of a school year.
    await runner.query(
      `CREATE INDEX purchase_entries_payments ON purchase_entries (organization_id, currency, recorded_at)
       WHERE kind IN ('payment', 'paymentReversal')`,
    );
    await runner.query(`CREATE INDEX purchase_entries_by_recorder ON purchase_entries (recorded_by)`);

    await runner.query(`
      CREATE TABLE budgets (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        school_year text NOT NULL CHECK (school_year ~ '^[0-9]{4}-[0-9]{4}$'),
        currency text NOT NULL CHECK (currency IN ('CAD', 'USD', 'EUR')),
        created_at timestamptz NOT NULL,
        created_by uuid NULL,
        UNIQUE (organization_id, school_year)
      )`);
    await runner.query(`
      CREATE TABLE budget_categories (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        budget_id uuid NOT NULL REFERENCES budgets (id),
        position integer NOT NULL,
        key text NULL CHECK (key IN ('instruments', 'repairs', 'scores', 'trips', 'events', 'other')),
        name text NULL CHECK (length(name) BETWEEN 1 AND 80),
        planned_cents bigint NOT NULL DEFAULT 0 CHECK (planned_cents >= 0 AND planned_cents <= 1000000000),
        note text NULL,
        created_at timestamptz NOT NULL,
        created_by uuid NULL,
        updated_at timestamptz NOT NULL,
        updated_by uuid NULL,
        CHECK (key IS NOT NULL OR name IS NOT NULL)
      )`);
    await runner.query(`CREATE INDEX budget_categories_by_budget ON budget_categories (budget_id, position)`);
    await runner.query(
      `CREATE UNIQUE INDEX budget_categories_unique_name ON budget_categories (budget_id, lower(name))`,
    );

    await runner.query(`
      CREATE TABLE budget_entries (
        id uuid PRIMARY KEY,
        position bigint GENERATED ALWAYS AS IDENTITY,
        organization_id uuid NOT NULL,
        budget_id uuid NOT NULL REFERENCES budgets (id),
        category_id uuid NOT NULL REFERENCES budget_categories (id),
        kind text NOT NULL CHECK (kind IN ('expense', 'revenue')),
        label text NOT NULL CHECK (length(label) BETWEEN 1 AND 200),
        amount_cents bigint NOT NULL CHECK (amount_cents <> 0 AND abs(amount_cents) <= 1000000000),
        day date NOT NULL,
        reverses_id uuid NULL UNIQUE REFERENCES budget_entries (id),
        reason text NULL,
        recorded_at timestamptz NOT NULL,
        recorded_by uuid NULL,
        CHECK ((reverses_id IS NULL) = (amount_cents > 0))
      )`);
    await runner.query(`CREATE INDEX budget_entries_by_budget ON budget_entries (budget_id, position)`);
    await runner.query(`CREATE INDEX budget_entries_by_category ON budget_entries (category_id)`);
    await runner.query(`CREATE INDEX budget_entries_by_recorder ON budget_entries (recorded_by)`);

    // Categories are plans, changed in place; who changed what and when is kept here, append-only.
    await runner.query(`
      CREATE TABLE budget_changes (
        id uuid PRIMARY KEY,
        position bigint GENERATED ALWAYS AS IDENTITY,
        organization_id uuid NOT NULL,
        budget_id uuid NOT NULL REFERENCES budgets (id),
        category_id uuid NULL,
        change text NOT NULL,
        details jsonb NOT NULL,
        changed_at timestamptz NOT NULL,
        changed_by uuid NULL
      )`);
    await runner.query(`CREATE INDEX budget_changes_by_budget ON budget_changes (budget_id, position)`);
    await runner.query(`CREATE INDEX budget_changes_by_changer ON budget_changes (changed_by)`);

    for (const [table, personal] of [
      ['purchases', `'student_id', 'created_by'`],
      ['purchase_entries', `'recorded_by'`],
      ['budget_entries', `'recorded_by'`],
      ['budget_changes', `'changed_by'`],
    ] as const) {
      await runner.query(
        `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table}
         FOR EACH ROW EXECUTE FUNCTION refuse_ledger_rewrite(${personal})`,
      );
      await runner.query(
        `CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_rewrite()`,
      );
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE budget_changes`);
    await runner.query(`DROP TABLE budget_entries`);
    await runner.query(`DROP TABLE budget_categories`);
    await runner.query(`DROP TABLE budgets`);
    await runner.query(`DROP TABLE purchase_entries`);
    await runner.query(`DROP TABLE purchases`);
    await runner.query(`DROP FUNCTION refuse_ledger_rewrite()`);
  }
}
