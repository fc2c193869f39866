import type { Db, Outbox } from '@crescendo/service-kit';
import { ensureOrganization } from '../organization.store.js';
import { hashPassword } from '../passwords/password-hasher.js';
import { setPassword } from '../passwords/password.store.js';
import { createUser, findUserByEmail, markVerified, updateMembership } from '../user.store.js';
import { ensureBoard, ensureSchoolInBoard } from '../board.store.js';
import {
  demoAccounts,
  demoBoard,
  demoBoardAccounts,
  demoBoardMemberships,
  demoOrganization,
  demoPassword,
  demoSchools,
  type DemoAccount,
} from './demo-accounts.js';
import { lockDemoSeed } from './demo.store.js';

/**
 * Loads the demo organisation and its accounts. Idempotent: an account that exists is put back to its
 * demo role and password; nothing else is touched. Serialised by an advisory lock across replicas.
 */
export async function seedDemo(db: Db, outbox: Outbox): Promise<{ created: number }> {
  const accounts = [...demoAccounts, ...demoBoardAccounts];
  const hashes = new Map<string, string>();
  for (const account of accounts) hashes.set(account.email, await hashPassword(demoPassword));
  return db.transaction(async (tx) => {
    await lockDemoSeed(tx);
    await ensureOrganization(tx, demoOrganization.id, demoOrganization.name);
    await ensureBoard(tx, demoBoard.id, demoBoard.name);
    for (const school of demoSchools) await ensureSchoolInBoard(tx, school.id, school.name, demoBoard.id);
    let created = 0;
    for (const account of accounts) {
      const { organizationId, role } = demoMembership(account);
      let user = await findUserByEmail(tx, account.email);
      if (!user) {
        ({ user } = await createUser(tx, outbox, { ...account, role, organizationId, emailVerified: true }));
        created += 1;
      } else {
        await updateMembership(tx, user.id, { organizationId, role });
        // Demo accounts are verified (their mailboxes do not exist).
        await markVerified(tx, user.id);
      }
      await setPassword(tx, user.id, hashes.get(account.email)!);
    }
    return { created };
  });
}

/** An account's first role in the board demo (one membership per person until issue 25 §2). */
function demoMembership(account: DemoAccount) {
  const membership = demoBoardMemberships.find((candidate) => candidate.email === account.email);
  return membership
    ? { organizationId: membership.organizationId, role: membership.role }
    : { organizationId: demoOrganization.id, role: account.role };
}
