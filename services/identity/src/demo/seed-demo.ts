import type { DataSource } from 'typeorm';
import type { Outbox } from '@crescendo/service-kit';
import { MembershipEntity } from '../entities/membership.entity.js';
import { OrganizationEntity } from '../entities/organization.entity.js';
import { UserEntity } from '../entities/user.entity.js';
import { hashPassword } from '../passwords/password-hasher.js';
import { createUser } from '../user.store.js';
import { demoAccounts, demoOrganization, demoPassword } from './demo-accounts.js';

/**
 * Loads the demo organisation and its accounts. Idempotent: an account that exists is put back to its
 * demo role and password; nothing else is touched. Serialised by an advisory lock across replicas.
 */
export async function seedDemo(db: DataSource, outbox: Outbox): Promise<{ created: number }> {
  const hashes = new Map<string, string>();
  for (const account of demoAccounts) hashes.set(account.email, await hashPassword(demoPassword));
  return db.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('identity-demo-seed'))`);
    await manager.query(`INSERT INTO organizations (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [
      demoOrganization.id,
      demoOrganization.name,
    ]);
    await manager.findOneByOrFail(OrganizationEntity, { id: demoOrganization.id });
    let created = 0;
    for (const account of demoAccounts) {
      let user = await manager.findOneBy(UserEntity, { email: account.email });
      if (!user) {
        ({ user } = await createUser(manager, outbox, {
          ...account,
          organizationId: demoOrganization.id,
          emailVerified: true,
        }));
        created += 1;
      } else {
        await manager.update(
          MembershipEntity,
          { userId: user.id },
          { organizationId: demoOrganization.id, role: account.role },
        );
        // Demo accounts are verified (their mailboxes do not exist).
        await manager.query(
          `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1`,
          [user.id],
        );
      }
      await manager.query(
        `INSERT INTO password_credentials (user_id, hash) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET hash = EXCLUDED.hash, updated_at = now()`,
        [user.id, hashes.get(account.email)],
      );
    }
    return { created };
  });
}
