import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Matériel réservé' (issue 28 §7, decision 0080): the instruments the inventory last answered as reserved for
 * the event (asset number, type, family), shown with it, and what tells the planning to move or release them
 * with the event. The reservations themselves are the inventory's; no person is named here.
 */
export class EventEquipment1770000000008 implements MigrationInterface {
  name = 'EventEquipment1770000000008';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE events ADD COLUMN equipment jsonb NOT NULL DEFAULT '[]'::jsonb`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE events DROP COLUMN equipment`);
  }
}
