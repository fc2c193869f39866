import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Terms ('Étapes') as each school sets them, the comment bank, and report cards (issue 29 §3). A report card
 * is a student's for a term in one group (one course): its marks per competency (null: not evaluated), the
 * teacher's comment, and the group's name as it was (the card outlives the group).
 */
export class CreateReportsTables1790000000001 implements MigrationInterface {
  name = 'CreateReportsTables1790000000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE terms (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        school_year text NOT NULL,
        position integer NOT NULL,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
        starts_on date NOT NULL,
        ends_on date NOT NULL,
        weight integer NOT NULL CHECK (weight BETWEEN 1 AND 100),
        updated_at timestamptz NOT NULL,
        updated_by uuid NULL,
        CHECK (ends_on >= starts_on)
      )`);
    await runner.query(`CREATE INDEX terms_by_year ON terms (organization_id, school_year, position)`);
    await runner.query(`CREATE INDEX terms_by_updater ON terms (updated_by)`);

    await runner.query(`
      CREATE TABLE bank_comments (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        owner_id uuid NULL,
        topic text NOT NULL CHECK (topic IN ('create', 'perform', 'appreciate', 'general')),
        language text NOT NULL CHECK (language IN ('fr', 'en')),
        text text NOT NULL CHECK (length(text) BETWEEN 1 AND 600),
        created_at timestamptz NOT NULL,
        created_by uuid NULL
      )`);
    // The bank's order and keyset, within the school: newest first, then id.
    await runner.query(
      `CREATE INDEX bank_comments_by_school ON bank_comments (organization_id, created_at DESC, id DESC)`,
    );
    await runner.query(`CREATE INDEX bank_comments_by_owner ON bank_comments (owner_id)`);
    await runner.query(`CREATE INDEX bank_comments_by_creator ON bank_comments (created_by)`);

    const mark = (column: string) => `${column} integer NULL CHECK (${column} BETWEEN 0 AND 100)`;
    await runner.query(`
      CREATE TABLE report_cards (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        term_id uuid NOT NULL REFERENCES terms (id),
        group_id uuid NOT NULL,
        student_id uuid NOT NULL,
        group_name text NOT NULL,
        ${mark('mark_create')},
        ${mark('mark_perform')},
        ${mark('mark_appreciate')},
        comment text NOT NULL DEFAULT '' CHECK (length(comment) <= 1500),
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
        -- The term's work as homework counted it when the card was published (what the student reads).
        work jsonb NULL,
        published_at timestamptz NULL,
        published_by uuid NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        updated_by uuid NULL,
        UNIQUE (term_id, group_id, student_id)
      )`);
    await runner.query(`CREATE INDEX report_cards_by_student ON report_cards (student_id, status)`);
    await runner.query(`CREATE INDEX report_cards_by_group ON report_cards (group_id)`);
    await runner.query(`CREATE INDEX report_cards_by_updater ON report_cards (updated_by)`);
    await runner.query(`CREATE INDEX report_cards_by_publisher ON report_cards (published_by)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE report_cards`);
    await runner.query(`DROP TABLE bank_comments`);
    await runner.query(`DROP TABLE terms`);
  }
}
