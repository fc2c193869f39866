import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Instruments and their loans (issue 27). An asset number is unique within its school whatever the case; an
 * instrument has at most one open loan, enforced here (a partial unique index), so two scans of the same
 * code at once lend it once.
 */
export class CreateInventoryTables1760000000001 implements MigrationInterface {
  name = 'CreateInventoryTables1760000000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE instruments (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        family text NOT NULL CHECK (family IN ('cordes', 'bois', 'cuivres', 'percussions')),
        type text NOT NULL CHECK (length(type) BETWEEN 1 AND 80),
        brand text NULL,
        model text NULL,
        serial_number text NULL,
        asset_number text NOT NULL CHECK (length(asset_number) BETWEEN 1 AND 40),
        purchase_date date NULL,
        price_cents bigint NULL CHECK (price_cents >= 0),
        condition text NOT NULL CHECK (condition IN ('new', 'good', 'worn', 'needs-repair', 'out-of-service')),
        location text NULL,
        notes text NULL,
        created_at timestamptz NOT NULL,
        created_by uuid NULL,
        updated_at timestamptz NOT NULL,
        updated_by uuid NULL
      )`);
    await runner.query(
      `CREATE UNIQUE INDEX instruments_asset_number ON instruments (organization_id, lower(asset_number))`,
    );
    // The list's order and its keyset: asset number, then id.
    await runner.query(
      `CREATE INDEX instruments_by_asset ON instruments (organization_id, asset_number, id)`,
    );
    await runner.query(`CREATE INDEX instruments_by_creator ON instruments (created_by)`);
    await runner.query(`CREATE INDEX instruments_by_updater ON instruments (updated_by)`);

    await runner.query(`
      CREATE TABLE loans (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        instrument_id uuid NOT NULL REFERENCES instruments (id) ON DELETE CASCADE,
        student_id uuid NULL,
        lent_by uuid NULL,
        lent_at timestamptz NOT NULL,
        due_on date NOT NULL,
        returned_at timestamptz NULL,
        returned_by uuid NULL,
        return_condition text NULL
          CHECK (return_condition IN ('new', 'good', 'worn', 'needs-repair', 'out-of-service')),
        damage text NULL CHECK (damage IN ('normal-wear', 'accidental', 'negligence')),
        charged_cents bigint NULL CHECK (charged_cents > 0),
        notes text NULL,
        CHECK ((returned_at IS NULL) = (return_condition IS NULL))
      )`);
    await runner.query(
      `CREATE UNIQUE INDEX loans_one_open_per_instrument ON loans (instrument_id) WHERE returned_at IS NULL`,
    );
    await runner.query(`CREATE INDEX loans_by_day ON loans (organization_id, lent_at DESC, id DESC)`);
    await runner.query(`CREATE INDEX loans_by_student ON loans (student_id, lent_at DESC, id DESC)`);
    await runner.query(`CREATE INDEX loans_by_lender ON loans (lent_by)`);
    await runner.query(`CREATE INDEX loans_by_returner ON loans (returned_by)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE loans`);
    await runner.query(`DROP TABLE instruments`);
  }
}
