import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Instruments lent between the schools of a board (issue 27 §8, decision 0077): a loan between schools names
 * a score or an instrument, never both. One request under way per instrument and borrowing school; an
 * instrument lent to one school at a time (as a score). While it is, the owner's list shows it lent
 * ('Prêté à une autre école') and it can neither be lent to a student nor sent to repair.
 * The board's instruments are read by type over its schools: `instruments_by_type`.
 */
export class BoardInstrumentLoans1760000000010 implements MigrationInterface {
  name = 'BoardInstrumentLoans1760000000010';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE board_loans ALTER COLUMN score_id DROP NOT NULL`);
    await runner.query(
      `ALTER TABLE board_loans ADD COLUMN instrument_id uuid NULL REFERENCES instruments (id) ON DELETE CASCADE`,
    );
    await runner.query(
      `ALTER TABLE board_loans ADD CONSTRAINT board_loans_one_item CHECK (num_nonnulls(score_id, instrument_id) = 1)`,
    );
    await runner.query(
      `CREATE UNIQUE INDEX board_loans_one_pending_instrument ON board_loans (instrument_id, borrower_school_id)
        WHERE status IN ('requested', 'offered') AND instrument_id IS NOT NULL`,
    );
    await runner.query(
      `CREATE UNIQUE INDEX board_loans_one_lent_instrument ON board_loans (instrument_id)
        WHERE status = 'lent' AND instrument_id IS NOT NULL`,
    );
    await runner.query(`CREATE INDEX instruments_by_type ON instruments (type, id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX instruments_by_type`);
    await runner.query(`DELETE FROM board_loans WHERE instrument_id IS NOT NULL`);
    await runner.query(`DROP INDEX board_loans_one_lent_instrument`);
    await runner.query(`DROP INDEX board_loans_one_pending_instrument`);
    await runner.query(`ALTER TABLE board_loans DROP CONSTRAINT board_loans_one_item`);
    await runner.query(`ALTER TABLE board_loans DROP COLUMN instrument_id`);
    await runner.query(`ALTER TABLE board_loans ALTER COLUMN score_id SET NOT NULL`);
  }
}
