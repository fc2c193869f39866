import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34: announcements, course notes and the deletions' log are read a page at a time after a cursor
 * (time ↓, id ↓); their indexes end with the id, so the row comparison of the next page is an index
 * condition and two rows of the same instant keep their order. The log of one group gets its own range.
 */
export class PagedListsIndexes1740000000002 implements MigrationInterface {
  name = 'PagedListsIndexes1740000000002';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX announcements_by_group`);
    await runner.query(
      `CREATE INDEX announcements_by_group ON announcements (group_id, created_at DESC, id DESC)`,
    );
    await runner.query(`DROP INDEX course_notes_by_group`);
    await runner.query(
      `CREATE INDEX course_notes_by_group ON course_notes (group_id, created_at DESC, id DESC)`,
    );
    await runner.query(`DROP INDEX message_audit_by_organization`);
    await runner.query(
      `CREATE INDEX message_audit_by_organization ON message_audit (organization_id, at DESC, id DESC)`,
    );
    await runner.query(`CREATE INDEX message_audit_by_group ON message_audit (group_id, at DESC, id DESC)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX message_audit_by_group`);
    await runner.query(`DROP INDEX message_audit_by_organization`);
    await runner.query(
      `CREATE INDEX message_audit_by_organization ON message_audit (organization_id, at DESC)`,
    );
    await runner.query(`DROP INDEX course_notes_by_group`);
    await runner.query(`CREATE INDEX course_notes_by_group ON course_notes (group_id, created_at DESC)`);
    await runner.query(`DROP INDEX announcements_by_group`);
    await runner.query(`CREATE INDEX announcements_by_group ON announcements (group_id, created_at DESC)`);
  }
}
