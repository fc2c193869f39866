import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each organisation's Keycloak alias (issue 25 §6, decision 0050): the name its Keycloak Organization carries
 * and the access token's `organization` claim lists. Unique where set, a lowercase slug as the realm's
 * organisations are written (tools/keycloak-realm); an organisation without one is never named by a token.
 */
export class OrganizationAliases1710000000110 implements MigrationInterface {
  name = 'OrganizationAliases1710000000110';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE organizations ADD COLUMN alias text NULL
         CONSTRAINT organizations_alias_slug CHECK (alias ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(alias) <= 63)`,
    );
    await runner.query(
      `CREATE UNIQUE INDEX organizations_alias ON organizations (alias) WHERE alias IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX organizations_alias`);
    await runner.query(`ALTER TABLE organizations DROP COLUMN alias`);
  }
}
