import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Groups (spec §3) and their students. A connection code is unique on the whole platform. */
export class CreateGroupsTables1720000000001 implements MigrationInterface {
  name = 'CreateGroupsTables1720000000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE groups (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        name text NOT NULL CHECK (length(btrim(name)) > 0),
        description text NULL,
        teacher_id uuid NULL,
        connection_code text NOT NULL CHECK (connection_code ~ '^[A-Z0-9]{6,7}$'),
        source text NOT NULL CHECK (source IN ('manual', 'google-classroom', 'microsoft-teams')),
        external_id text NULL,
        imported_at timestamptz NULL,
        school_year text NOT NULL CHECK (school_year ~ '^[0-9]{4}-[0-9]{4}$'),
        archived boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE UNIQUE INDEX groups_connection_code ON groups (connection_code)`);
    await runner.query(`CREATE INDEX groups_organization_teacher ON groups (organization_id, teacher_id)`);
    await runner.query(`CREATE INDEX groups_teacher ON groups (teacher_id)`);
    await runner.query(`
      CREATE TABLE group_members (
        group_id uuid NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
        student_id uuid NOT NULL,
        organization_id uuid NOT NULL,
        joined_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (group_id, student_id)
      )`);
    await runner.query(`CREATE INDEX group_members_student ON group_members (student_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE group_members`);
    await runner.query(`DROP TABLE groups`);
  }
}
