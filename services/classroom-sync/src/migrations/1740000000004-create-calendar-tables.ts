import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A group's events in a teacher's Google Calendar (issue 28 §7): the publication (the calendar made once and
 * its id, on or stopped, Google's last refusal), and per event what is wanted there (the planning's event and
 * occurrences, a version per `sequence`), what was last written and the Google id of each occurrence.
 */
export class CreateCalendarTables1740000000004 implements MigrationInterface {
  name = 'CreateCalendarTables1740000000004';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE calendar_publications (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        group_id uuid NOT NULL,
        organization_id uuid NOT NULL,
        calendar_id text NULL,
        calendar_name text NULL,
        active boolean NOT NULL DEFAULT true,
        problem text NULL CHECK (problem IN ('reconnect', 'consent')),
        started_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, group_id)
      )`);
    await runner.query(`CREATE INDEX calendar_publications_group ON calendar_publications (group_id)`);
    await runner.query(
      `CREATE INDEX calendar_publications_organization ON calendar_publications (organization_id)`,
    );
    await runner.query(`
      CREATE TABLE calendar_event_links (
        publication_id uuid NOT NULL REFERENCES calendar_publications (id) ON DELETE CASCADE,
        event_id uuid NOT NULL,
        wanted jsonb NOT NULL,
        wanted_sequence int NOT NULL,
        sent_sequence int NULL,
        google_event_ids jsonb NOT NULL DEFAULT '{}',
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        error text NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (publication_id, event_id)
      )`);
    await runner.query(`CREATE INDEX calendar_event_links_event ON calendar_event_links (event_id)`);
    await runner.query(
      `CREATE INDEX calendar_event_links_pending ON calendar_event_links (updated_at) WHERE status = 'pending'`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE calendar_event_links`);
    await runner.query(`DROP TABLE calendar_publications`);
  }
}
