import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reminders the planning mails (issue 28 §3): each person's 'Rappels' (a row once they choose; none: both
 * on), and the cancellations already told (an event's 'Annulé' mail goes once, whatever a job's retries). The
 * reminders themselves are BullMQ delayed jobs in Redis (`planning-reminders`), not rows.
 */
export class CreateReminderTables1770000000003 implements MigrationInterface {
  name = 'CreateReminderTables1770000000003';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE reminder_settings (
        user_id uuid NOT NULL,
        organization_id uuid NOT NULL,
        day_before boolean NOT NULL,
        two_hours_before boolean NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (organization_id, user_id)
      )`);
    await runner.query(`CREATE INDEX reminder_settings_user ON reminder_settings (user_id)`);
    await runner.query(`
      CREATE TABLE cancellation_notices (
        event_id uuid PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
        sent_at timestamptz NOT NULL
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE cancellation_notices`);
    await runner.query(`DROP TABLE reminder_settings`);
  }
}
