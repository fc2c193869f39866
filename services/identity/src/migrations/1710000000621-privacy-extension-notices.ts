import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Prolonger de 10 jours' (issue 31 §6, decision 0063): when the written notice of the extension was mailed to
 * the requester (Access Act, s. 47). An extension is recorded only once its notice left.
 */
export class PrivacyExtensionNotices1710000000621 implements MigrationInterface {
  name = 'PrivacyExtensionNotices1710000000621';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE privacy_requests ADD COLUMN extension_notice_sent_at timestamptz NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE privacy_requests DROP COLUMN extension_notice_sent_at`);
  }
}
