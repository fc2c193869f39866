import type { Db, Outbox } from '@crescendo/service-kit';
import { ensureOrganization } from '../organization.store.js';
import { hashPassword } from '../passwords/password-hasher.js';
import { setPassword } from '../passwords/password.store.js';
import { createUser, findUserByEmail, markVerified, updateMembership } from '../user.store.js';
import { demoAccounts, demoOrganization, demoPassword } from './demo-accounts.js';
import { lockDemoSeed } from './demo.store.js';

/**
 * Loads the demo organisation and its accounts. Idempotent: an account that exists is put back to its
 * demo role and password; nothing else is touched. Serialised by an advisory lock across replicas.
 */
export async function seedDemo(db: Db, outbox: Outbox): Promise<{ created: number }> {
  const hashes = new Map<string, string>();
  for (const account of demoAccounts) hashes.set(account.email, await hashPassword(demoPassword));
  return db.transaction(async (tx) => {
    await lockDemoSeed(tx);
    await ensureOrganization(tx, demoOrganization.id, demoOrganization.name);
    let created = 0;
    for (const account of demoAccounts) {
      let user = await findUserByEmail(tx, account.email);
      if (!user) {
        ({ user } = await createUser(tx, outbox, {
          ...account,
          organizationId: demoOrganization.id,
          emailVerified: true,
        }));
        created += 1;
      } else {
        await updateMembership(tx, user.id, { organizationId: demoOrganization.id, role: account.role });
        // Demo accounts are verified (their mailboxes do not exist).
        await markVerified(tx, user.id);
      }
      await setPassword(tx, user.id, hashes.get(account.email)!);
    }
    return { created };
  });
}
