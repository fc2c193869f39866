import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Repairs and physical inventories (issue 27 §6).
 *
 * - `repairs`: an instrument's repair log. At most one open repair per instrument (a partial unique index):
 *   while it is open the instrument is 'En réparation'. Who sent it and who recorded its return are people
 *   (declared to the privacy provider, set to NULL on their erasure).
 * - `audits` and `audit_items`: a physical inventory of a room, one under way per room (case aside) at a time;
 *   its lines are the instruments expected there when it started and every instrument scanned. Who started,
 *   finished and scanned are people, as above.
 * - `instruments.last_seen_at` / `last_seen_in`: when and in which room an audit last scanned it.
 */
export class CreateRepairsAndAudits1760000000005 implements MigrationInterface {
  name = 'CreateRepairsAndAudits1760000000005';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE instruments ADD COLUMN last_seen_at timestamptz NULL`);
    await runner.query(`ALTER TABLE instruments ADD COLUMN last_seen_in text NULL`);
    // Where each instrument is recorded: the rooms an audit starts from.
    await runner.query(
      `CREATE INDEX instruments_by_location ON instruments (organization_id, lower(location))`,
    );

    await runner.query(`
      CREATE TABLE repairs (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        instrument_id uuid NOT NULL REFERENCES instruments (id) ON DELETE CASCADE,
        shop text NOT NULL CHECK (length(shop) BETWEEN 1 AND 120),
        sent_on date NOT NULL,
        quote_cents bigint NULL CHECK (quote_cents >= 0),
        notes text NULL,
        sent_at timestamptz NOT NULL,
        sent_by uuid NULL,
        returned_on date NULL,
        cost_cents bigint NULL CHECK (cost_cents >= 0),
        return_notes text NULL,
        returned_at timestamptz NULL,
        returned_by uuid NULL,
        CHECK ((returned_on IS NULL) = (cost_cents IS NULL) AND (returned_on IS NULL) = (returned_at IS NULL)),
        CHECK (returned_on IS NULL OR returned_on >= sent_on)
      )`);
    await runner.query(
      `CREATE UNIQUE INDEX repairs_one_open_per_instrument ON repairs (instrument_id) WHERE returned_on IS NULL`,
    );
    // The history's order and keyset: newest sent first.
    await runner.query(
      `CREATE INDEX repairs_by_instrument ON repairs (instrument_id, sent_at DESC, id DESC)`,
    );
    await runner.query(`CREATE INDEX repairs_by_sender ON repairs (sent_by)`);
    await runner.query(`CREATE INDEX repairs_by_returner ON repairs (returned_by)`);

    await runner.query(`
      CREATE TABLE audits (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        location text NOT NULL CHECK (length(location) BETWEEN 1 AND 120),
        started_at timestamptz NOT NULL,
        started_by uuid NULL,
        finished_at timestamptz NULL,
        finished_by uuid NULL
      )`);
    await runner.query(
      `CREATE UNIQUE INDEX audits_one_open_per_room ON audits (organization_id, lower(location))
       WHERE finished_at IS NULL`,
    );
    await runner.query(`CREATE INDEX audits_by_day ON audits (organization_id, started_at DESC, id DESC)`);
    await runner.query(`CREATE INDEX audits_by_starter ON audits (started_by)`);
    await runner.query(`CREATE INDEX audits_by_finisher ON audits (finished_by)`);

    await runner.query(`
      CREATE TABLE audit_items (
        audit_id uuid NOT NULL REFERENCES audits (id) ON DELETE CASCADE,
        instrument_id uuid NOT NULL REFERENCES instruments (id) ON DELETE CASCADE,
        organization_id uuid NOT NULL,
        expected boolean NOT NULL,
        scanned_at timestamptz NULL,
        scanned_by uuid NULL,
        PRIMARY KEY (audit_id, instrument_id)
      )`);
    await runner.query(`CREATE INDEX audit_items_by_instrument ON audit_items (instrument_id)`);
    await runner.query(`CREATE INDEX audit_items_by_scanner ON audit_items (scanned_by)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE audit_items`);
    await runner.query(`DROP TABLE audits`);
    await runner.query(`DROP TABLE repairs`);
    await runner.query(`DROP INDEX instruments_by_location`);
    await runner.query(`ALTER TABLE instruments DROP COLUMN last_seen_in`);
    await runner.query(`ALTER TABLE instruments DROP COLUMN last_seen_at`);
  }
}
