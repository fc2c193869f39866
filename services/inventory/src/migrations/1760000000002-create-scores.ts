import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The school's scores ('Partitions', issue 27 §1): title, composer, arranger, publisher, level, ensemble,
 * parts with their copies (a JSON array: read and written with the score, never alone), owned or rented (a
 * rented one with the day it goes back), last performed. No person's data: who added or changed one is not
 * kept. The list is by title: its keyset is `sort_key` (the title's first 24 characters, lower case; short
 * enough for a page's cursor), then id.
 */
export class CreateScores1760000000002 implements MigrationInterface {
  name = 'CreateScores1760000000002';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE scores (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
        sort_key text GENERATED ALWAYS AS (left(lower(title), 24)) STORED,
        composer text NULL,
        arranger text NULL,
        publisher text NULL,
        level numeric(2, 1) NULL CHECK (level BETWEEN 0.5 AND 6 AND level * 2 = trunc(level * 2)),
        ensemble text NOT NULL CHECK (ensemble IN ('concert-band', 'string-orchestra', 'full-orchestra',
          'jazz-band', 'choir', 'chamber', 'other')),
        parts jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(parts) = 'array'),
        copies integer NOT NULL CHECK (copies >= 0),
        ownership text NOT NULL CHECK (ownership IN ('owned', 'rented')),
        return_on date NULL,
        last_performed_on date NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK ((ownership = 'rented') = (return_on IS NOT NULL))
      )`);
    await runner.query(`CREATE INDEX scores_by_title ON scores (organization_id, sort_key, id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE scores`);
  }
}
