import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The school's instruments reserved for planning events (issue 28 §7, decision 0080): one row per instrument
 * and occurrence of the event (from its call time or start to its end), with the event's title as the planning
 * sent it. Two events never hold one instrument over overlapping periods: checked under the instrument's row
 * lock, as loans are. Who reserved names a staff member (declared to the privacy provider, set to NULL when
 * their account is erased); an instrument deleted takes its reservations with it.
 */
export class Reservations1760000000013 implements MigrationInterface {
  name = 'Reservations1760000000013';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE reservations (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        instrument_id uuid NOT NULL REFERENCES instruments (id) ON DELETE CASCADE,
        event_id uuid NOT NULL,
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
        reserved_by uuid NULL,
        reserved_at timestamptz NOT NULL
      )`);
    await runner.query(
      `CREATE INDEX reservations_by_instrument ON reservations (instrument_id, ends_at, starts_at)`,
    );
    await runner.query(`CREATE INDEX reservations_by_event ON reservations (organization_id, event_id)`);
    await runner.query(`CREATE INDEX reservations_by_reserver ON reservations (reserved_by)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE reservations`);
  }
}
