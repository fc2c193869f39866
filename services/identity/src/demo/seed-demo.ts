import type { Db, Outbox } from '@crescendo/service-kit';
import { ensureOrganization } from '../organization.store.js';
import { hashPassword } from '../passwords/password-hasher.js';
import { setPassword } from '../passwords/password.store.js';
import { createUser, findUserByEmail, markVerified } from '../user.store.js';
import { resetMemberships } from '../membership.store.js';
import { ensureBoard, ensureSchoolInBoard } from '../board.store.js';
import { setOrganizationAlias } from '../organization-alias.store.js';
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
import { seedDemoGuardians } from './demo-guardians.js';

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
    // The aliases the demo realm gives their Keycloak organisations (the token's `organization` claim).
    for (const { id, alias } of [demoBoard, ...demoSchools]) await setOrganizationAlias(tx, id, alias);
    // Maestro IA on for the demo school, answered by the demonstration model (issue 30); once an administrator
    // chose otherwise, their choice stays.
    await tx.query(
      `INSERT INTO policy_settings (organization_id, key, value, allow_override)
       VALUES ($1, 'maestro.enabled', 'true', true)
       ON CONFLICT ON CONSTRAINT policy_settings_one_per_level DO NOTHING`,
      [demoOrganization.id],
    );
    // 'Responsable de la protection des renseignements personnels' (issue 31 §6): the demo board names its own,
    // shown for its schools that name none; an administrator's later choice stays.
    await tx.query(
      `INSERT INTO privacy_officers (organization_id, title, name, email)
       VALUES ($1, 'Secrétaire générale', 'Sophie Lavoie', 'confidentialite@demo.crescendo.ca')
       ON CONFLICT (organization_id) DO NOTHING`,
      [demoBoard.id],
    );
    // 'Demandes d'accès' (issue 31 §6): a parent's access request received 15 days ago, 5 days from its deadline
    // (a public body: 20 days). Loaded once; what the administrators do with it afterwards stays.
    await tx.query(
      `INSERT INTO privacy_requests (id, organization_id, kind, requester_name, requester_email, received_on, body, due_on)
       SELECT '00000000-0000-4000-8000-0000000031a6', $1, 'access', 'Nadia Bouchard', 'nadia.bouchard@parents.demo.crescendo.ca',
              day - 15, 'public', day + 5
         FROM (SELECT (now() AT TIME ZONE 'America/Toronto')::date AS day) today
       ON CONFLICT (id) DO NOTHING`,
      [demoOrganization.id],
    );
    let created = 0;
    for (const account of accounts) {
      const memberships = demoMemberships(account);
      const { organizationId, role } = memberships[0]!;
      let user = await findUserByEmail(tx, account.email);
      if (!user) {
        ({ user } = await createUser(tx, outbox, { ...account, role, organizationId, emailVerified: true }));
        created += 1;
      } else {
        // Demo accounts are verified (their mailboxes do not exist).
        await markVerified(tx, user.id);
      }
      await resetMemberships(tx, user.id, memberships);
      await setPassword(tx, user.id, hashes.get(account.email)!);
    }
    await seedDemoGuardians(tx);
    return { created };
  });
}

/**
 * An account's memberships in the board demo, the first one its default (the itinerant teacher lands in the
 * demo school and picks Harmonie with 'École').
 */
function demoMemberships(account: DemoAccount) {
  const memberships = demoBoardMemberships
    .filter((candidate) => candidate.email === account.email)
    .map(({ organizationId, role }) => ({ organizationId, role }));
  return memberships.length > 0 ? memberships : [{ organizationId: demoOrganization.id, role: account.role }];
}
