import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A calendar imported from its address (issue 28 §4, 'Importer un calendrier' by URL): the address read, the
 * last try to read it and why it failed (the days of the last good read stay). A file's calendar has none.
 */
export class ImportedCalendarSources1770000000007 implements MigrationInterface {
  name = 'ImportedCalendarSources1770000000007';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE imported_calendars
        ADD COLUMN source_url text,
        ADD COLUMN refreshed_at timestamptz,
        ADD COLUMN refresh_error jsonb`);
    await runner.query(
      `CREATE INDEX imported_calendars_from_url ON imported_calendars (id) WHERE source_url IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX imported_calendars_from_url`);
    await runner.query(`
      ALTER TABLE imported_calendars DROP COLUMN refresh_error, DROP COLUMN refreshed_at, DROP COLUMN source_url`);
  }
}
