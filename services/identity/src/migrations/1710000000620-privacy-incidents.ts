import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Registre des incidents' (issue 31 §6, decision 0063): a school's confidentiality incidents with the fields
 * the Commission d'accès à l'information asks (Regulation respecting confidentiality incidents, s. 11), kept
 * 5 years from `known_on` (the retention purge removes older entries), paged newest known first.
 */
export class PrivacyIncidents1710000000620 implements MigrationInterface {
  name = 'PrivacyIncidents1710000000620';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE TABLE privacy_incidents (
         id uuid PRIMARY KEY,
         organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
         occurred_on date NOT NULL,
         known_on date NOT NULL,
         description text NOT NULL,
         information_concerned text NOT NULL,
         people_concerned integer NOT NULL CHECK (people_concerned >= 0),
         serious_risk boolean NOT NULL,
         risk_assessment text NOT NULL,
         commission_notified_on date NULL,
         people_notified_on date NULL,
         measures text NOT NULL,
         recorded_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
         recorded_at timestamptz NOT NULL DEFAULT now(),
         updated_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
         updated_at timestamptz NOT NULL DEFAULT now(),
         CHECK (known_on >= occurred_on)
       )`,
    );
    await runner.query(
      `CREATE INDEX privacy_incidents_by_known ON privacy_incidents (organization_id, known_on DESC, id DESC)`,
    );
    await runner.query(`CREATE INDEX privacy_incidents_by_age ON privacy_incidents (known_on)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE privacy_incidents`);
  }
}
