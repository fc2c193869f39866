import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tables every service needs for events: its outbox (written in the business transaction)
 * and the ids of events its consumers already handled (idempotency). Include it in the service's
 * migrations list, before its own.
 */
export class CreateOutboxAndProcessedEvents1700000000000 implements MigrationInterface {
  name = 'CreateOutboxAndProcessedEvents1700000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE outbox (
        id uuid PRIMARY KEY,
        subject text NOT NULL,
        organization_id uuid NULL,
        correlation_id text NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz NULL,
        attempts integer NOT NULL DEFAULT 0,
        last_error text NULL
      )`);
    await runner.query(`CREATE INDEX outbox_unpublished ON outbox (created_at) WHERE published_at IS NULL`);
    await runner.query(`
      CREATE TABLE processed_events (
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE processed_events`);
    await runner.query(`DROP TABLE outbox`);
  }
}
