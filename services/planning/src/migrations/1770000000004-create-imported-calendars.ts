import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Imported calendars ('Importer un calendrier', issue 28 §4): an outside calendar (the board's pedagogical
 * days) read from an .ics file, under a name of the school's (unique, case and accents aside: importing the
 * same name again replaces its days), and its days and events, read-only: all-day ones as the instants of
 * their days' midnights in the school's time zone, so that a conflict is one overlap (issue 28 §5).
 */
export class CreateImportedCalendars1770000000004 implements MigrationInterface {
  name = 'CreateImportedCalendars1770000000004';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE imported_calendars (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        name_key text NOT NULL,
        event_count integer NOT NULL CHECK (event_count >= 0),
        first_day date NULL,
        last_day date NULL,
        imported_at timestamptz NOT NULL,
        imported_by uuid NULL,
        UNIQUE (organization_id, name_key)
      )`);
    await runner.query(
      `CREATE INDEX imported_calendars_by_import ON imported_calendars (organization_id, imported_at, id)`,
    );
    await runner.query(`CREATE INDEX imported_calendars_by_importer ON imported_calendars (imported_by)`);
    await runner.query(`
      CREATE TABLE imported_days (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        calendar_id uuid NOT NULL REFERENCES imported_calendars (id) ON DELETE CASCADE,
        title text NOT NULL CHECK (length(title) <= 200),
        all_day boolean NOT NULL,
        first_day date NOT NULL,
        last_day date NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        CHECK (ends_at >= starts_at AND last_day >= first_day)
      )`);
    await runner.query(
      `CREATE INDEX imported_days_by_start ON imported_days (organization_id, starts_at, id)`,
    );
    await runner.query(`CREATE INDEX imported_days_by_calendar ON imported_days (calendar_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE imported_days`);
    await runner.query(`DROP TABLE imported_calendars`);
  }
}
