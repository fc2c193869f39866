import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A comment per competency on a report card (issue 30 §2: Maestro IA drafts them, the teacher approves each),
 * beside the card's general comment; empty until written.
 */
export class AddCompetencyComments1790000000003 implements MigrationInterface {
  name = 'AddCompetencyComments1790000000003';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE report_cards
        ADD COLUMN comment_create text NOT NULL DEFAULT '',
        ADD COLUMN comment_perform text NOT NULL DEFAULT '',
        ADD COLUMN comment_appreciate text NOT NULL DEFAULT ''`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE report_cards
        DROP COLUMN comment_create, DROP COLUMN comment_perform, DROP COLUMN comment_appreciate`);
  }
}
