import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scores lent between the schools of a board (issue 27 §8, decision 0074): asked by the borrowing school,
 * offered (with its days) or declined by the owning school, approved by the borrower, lent until returned.
 * One request under way per score and borrowing school; a score lent to one school at a time. Who asked,
 * offered, declined, approved and recorded the return names a staff member (declared to the privacy
 * provider, set to NULL when their account is erased). A score deleted takes its loans with it.
 * The board-wide catalogue reads `scores` by title over the board's schools: `scores_by_sort_key`.
 */
export class BoardLoans1760000000009 implements MigrationInterface {
  name = 'BoardLoans1760000000009';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE board_loans (
        id uuid PRIMARY KEY,
        score_id uuid NOT NULL REFERENCES scores (id) ON DELETE CASCADE,
        owner_school_id uuid NOT NULL,
        borrower_school_id uuid NOT NULL CHECK (borrower_school_id <> owner_school_id),
        status text NOT NULL CHECK (status IN ('requested', 'offered', 'declined', 'lent', 'returned')),
        from_on date NULL,
        until_on date NULL CHECK (until_on >= from_on),
        requested_by uuid NULL,
        requested_at timestamptz NOT NULL,
        offered_by uuid NULL,
        decided_by uuid NULL,
        approved_by uuid NULL,
        returned_by uuid NULL,
        updated_at timestamptz NOT NULL,
        CHECK ((status = 'requested' OR status = 'declined') OR (from_on IS NOT NULL AND until_on IS NOT NULL))
      )`);
    await runner.query(
      `CREATE UNIQUE INDEX board_loans_one_pending ON board_loans (score_id, borrower_school_id)
        WHERE status IN ('requested', 'offered')`,
    );
    await runner.query(
      `CREATE UNIQUE INDEX board_loans_one_lent ON board_loans (score_id) WHERE status = 'lent'`,
    );
    await runner.query(
      `CREATE INDEX board_loans_by_owner ON board_loans (owner_school_id, requested_at DESC, id)`,
    );
    await runner.query(
      `CREATE INDEX board_loans_by_borrower ON board_loans (borrower_school_id, requested_at DESC, id)`,
    );
    await runner.query(`CREATE INDEX scores_by_sort_key ON scores (sort_key, id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX scores_by_sort_key`);
    await runner.query(`DROP TABLE board_loans`);
  }
}
