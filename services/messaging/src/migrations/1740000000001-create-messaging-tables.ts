import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Musichat: messages (a group's chat and direct threads between a group's teacher and one of its students),
 * who read them, the audit log of deletions, announcements and course notes.
 */
export class CreateMessagingTables1740000000001 implements MigrationInterface {
  name = 'CreateMessagingTables1740000000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        group_id uuid NOT NULL,
        type text NOT NULL CHECK (type IN ('group', 'direct')),
        -- null once the sender's account is deleted ('Utilisateur inconnu')
        sender_id uuid,
        sender_name text,
        sender_role text CHECK (sender_role IN ('admin', 'teacher', 'student')),
        -- direct: the other party; thread_student_id: the student of the thread (sender or receiver)
        receiver_id uuid,
        thread_student_id uuid,
        -- null once deleted by a teacher or an admin, or erased with its author's account
        content text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        deleted_at timestamptz,
        CHECK ((type = 'direct') = (thread_student_id IS NOT NULL))
      )`);
    await runner.query(
      `CREATE INDEX messages_by_conversation ON messages (group_id, thread_student_id, created_at DESC, id DESC)`,
    );
    await runner.query(`CREATE INDEX messages_by_sender ON messages (sender_id)`);
    await runner.query(`CREATE INDEX messages_by_organization ON messages (organization_id)`);
    await runner.query(`
      CREATE TABLE message_reads (
        message_id uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        read_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (message_id, user_id)
      )`);
    await runner.query(`CREATE INDEX message_reads_by_user ON message_reads (user_id)`);
    await runner.query(`
      CREATE TABLE message_audit (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        message_id uuid NOT NULL,
        group_id uuid NOT NULL,
        action text NOT NULL CHECK (action IN ('deleted')),
        actor_id uuid,
        actor_role text NOT NULL CHECK (actor_role IN ('admin', 'teacher')),
        sender_id uuid,
        content text,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX message_audit_by_organization ON message_audit (organization_id, at DESC)`,
    );
    await runner.query(`
      CREATE TABLE announcements (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        group_id uuid NOT NULL,
        author_id uuid,
        author_name text,
        title text NOT NULL,
        content text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await runner.query(`CREATE INDEX announcements_by_group ON announcements (group_id, created_at DESC)`);
    await runner.query(`
      CREATE TABLE course_notes (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        group_id uuid NOT NULL,
        author_id uuid,
        title text NOT NULL,
        content text NOT NULL,
        shared boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await runner.query(`CREATE INDEX course_notes_by_group ON course_notes (group_id, created_at DESC)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE course_notes`);
    await runner.query(`DROP TABLE announcements`);
    await runner.query(`DROP TABLE message_audit`);
    await runner.query(`DROP TABLE message_reads`);
    await runner.query(`DROP TABLE messages`);
  }
}
