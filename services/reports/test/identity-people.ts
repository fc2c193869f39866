import { randomUUID } from 'node:crypto';
import type { Actor } from '@crescendo/contracts';
import { testRunEnv } from '@crescendo/testing';

/** A person as identity keeps them: their names and their profile's instrument. */
export interface Person {
  actor: Actor;
  firstName: string;
  lastName: string;
  instrument?: string | null;
}

interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * The school and its people written into identity's tables (this run's schema) as its sign-up would leave
 * them: the reports then ask identity their names and instruments as in production.
 */
export async function seedIdentityPeople(db: Queryable, organizationId: string, people: Person[]) {
  const identity = `identity${testRunEnv().schemaSuffix}`;
  await db.query(
    `INSERT INTO ${identity}.organizations (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`,
    [organizationId, `École ${organizationId.slice(0, 4)}`],
  );
  for (const person of people) {
    await db.query(
      `INSERT INTO ${identity}.users (id, email, first_name, last_name, instrument) VALUES ($1, $2, $3, $4, $5)`,
      [
        person.actor.userId,
        `${randomUUID()}@ecole.example`,
        person.firstName,
        person.lastName,
        person.instrument ?? null,
      ],
    );
    await db.query(
      `INSERT INTO ${identity}.memberships (user_id, organization_id, role) VALUES ($1, $2, $3)`,
      [person.actor.userId, organizationId, person.actor.roles[0]],
    );
  }
}
