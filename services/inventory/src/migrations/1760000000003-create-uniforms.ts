import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The school's uniforms ('Uniformes', issue 27 §1): number (unique in the school whatever the case: a unique
 * index on its lower case, `number_key`, which is also the list's keyset), size as written, type, condition (the
 * instruments' conditions), notes. No person's data: who added or changed one is not kept.
 */
export class CreateUniforms1760000000003 implements MigrationInterface {
  name = 'CreateUniforms1760000000003';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE uniforms (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        number text NOT NULL CHECK (length(number) BETWEEN 1 AND 40),
        number_key text GENERATED ALWAYS AS (lower(number)) STORED,
        size text NOT NULL CHECK (length(size) BETWEEN 1 AND 20),
        type text NOT NULL CHECK (type IN ('jacket', 'trousers', 'skirt', 'dress', 'shirt', 'bow-tie', 'other')),
        condition text NOT NULL CHECK (condition IN ('new', 'good', 'worn', 'needs-repair', 'out-of-service')),
        notes text NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await runner.query(`CREATE UNIQUE INDEX uniforms_number ON uniforms (organization_id, number_key)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE uniforms`);
  }
}
