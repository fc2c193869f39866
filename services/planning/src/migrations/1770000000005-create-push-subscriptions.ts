import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reminders' web push (issue 28 §3): the devices each person activated ('Activer les notifications sur cet
 * appareil'), one row per browser's endpoint (a device signed into by someone else moves to them), at most 10
 * per person; and the channels of 'Rappels' ('Courriel', 'Notifications'), both on until they choose.
 */
export class CreatePushSubscriptions1770000000005 implements MigrationInterface {
  name = 'CreatePushSubscriptions1770000000005';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE push_subscriptions (
        endpoint text PRIMARY KEY,
        organization_id uuid NOT NULL,
        user_id uuid NOT NULL,
        p256dh text NOT NULL,
        auth text NOT NULL,
        open_path text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await runner.query(
      `CREATE INDEX push_subscriptions_person ON push_subscriptions (organization_id, user_id, created_at)`,
    );
    await runner.query(`CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id)`);
    await runner.query(`
      ALTER TABLE reminder_settings
        ADD COLUMN by_email boolean NOT NULL DEFAULT true,
        ADD COLUMN by_push boolean NOT NULL DEFAULT true`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE reminder_settings DROP COLUMN by_push, DROP COLUMN by_email`);
    await runner.query(`DROP TABLE push_subscriptions`);
  }
}
