import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events and their occurrences (issue 28). An event keeps what was asked (wall-clock times in the school's
 * time zone, its weekly recurrence); its occurrences are the instants computed from it at each write, so
 * that every list is a range read on one index. No group at all: the whole school.
 */
export class CreatePlanningTables1770000000001 implements MigrationInterface {
  name = 'CreatePlanningTables1770000000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE events (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
        type text NOT NULL CHECK (type IN ('rehearsal', 'concert', 'outing', 'exam', 'meeting', 'deadline')),
        day date NOT NULL,
        start_time text NOT NULL,
        end_day date NOT NULL,
        end_time text NOT NULL,
        call_time text NULL,
        place text NULL,
        group_ids uuid[] NOT NULL DEFAULT '{}',
        dress_code text NULL,
        bring text NULL,
        description text NULL,
        repeat_until date NULL,
        repeat_exceptions date[] NOT NULL DEFAULT '{}',
        status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled')),
        sequence integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        created_by uuid NULL,
        updated_at timestamptz NOT NULL,
        updated_by uuid NULL
      )`);
    await runner.query(`CREATE INDEX events_by_group ON events USING gin (group_ids)`);
    await runner.query(`CREATE INDEX events_by_creator ON events (created_by)`);
    await runner.query(`CREATE INDEX events_by_updater ON events (updated_by)`);

    await runner.query(`
      CREATE TABLE occurrences (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        event_id uuid NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        occurrence_day date NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        call_at timestamptz NULL,
        CHECK (ends_at > starts_at)
      )`);
    // Every list's order and keyset: start, then id, within the school.
    await runner.query(`CREATE INDEX occurrences_by_start ON occurrences (organization_id, starts_at, id)`);
    await runner.query(`CREATE INDEX occurrences_by_event ON occurrences (event_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE occurrences`);
    await runner.query(`DROP TABLE events`);
  }
}
