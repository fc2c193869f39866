import { createHash } from 'node:crypto';
import { rosterRemovalApprovalPercent } from '@crescendo/contracts';
import type { ClassroomStudent } from '../google/classroom-api.js';
import type { RosterChange, RosterJoin } from './roster.store.js';

export interface RosterEntry {
  email: string;
  firstName: string;
  lastName: string;
}

/** The roster's accounts with an address, as the import sends them to identity. */
export function rosterEntries(roster: ClassroomStudent[]): RosterEntry[] {
  const byEmail = new Map<string, RosterEntry>();
  for (const entry of roster) {
    const email = entry.profile?.emailAddress?.trim().toLowerCase();
    if (!email) continue;
    byEmail.set(email, {
      email,
      firstName: entry.profile?.name?.givenName ?? '',
      lastName: entry.profile?.name?.familyName ?? '',
    });
  }
  return [...byEmail.values()];
}

/**
 * Who joins and who leaves: `matched` is identity's dry-run answer for the roster (a student of the
 * organisation, `created` for an address it would create, neither for someone else's address).
 */
export function rosterChange(
  currentStudentIds: string[],
  entries: RosterEntry[],
  matched: Array<{ email: string; userId: string | null; created: boolean }>,
): RosterChange {
  const current = new Set(currentStudentIds);
  const byEmail = new Map(entries.map((entry) => [entry.email, entry]));
  const inRoster = new Set<string>();
  const joins: RosterJoin[] = [];
  for (const answer of matched) {
    const entry = byEmail.get(answer.email);
    if (!entry) continue;
    if (answer.userId) {
      inRoster.add(answer.userId);
      if (!current.has(answer.userId)) joins.push({ ...entry, studentId: answer.userId });
    } else if (answer.created) {
      joins.push({ ...entry, studentId: null });
    }
  }
  const leaves = currentStudentIds.filter((id) => !inRoster.has(id)).map((studentId) => ({ studentId }));
  joins.sort((a, b) => a.email.localeCompare(b.email));
  leaves.sort((a, b) => a.studentId.localeCompare(b.studentId));
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([joins.map((j) => j.email), leaves.map((l) => l.studentId)]))
    .digest('base64url');
  return { joins, leaves, studentCount: currentStudentIds.length, fingerprint };
}

/** Decision 0036: more than 20 % of the group's students leaving at once waits for the teacher. */
export function needsApproval(change: RosterChange): boolean {
  return change.leaves.length * 100 > change.studentCount * rosterRemovalApprovalPercent;
}

export function isEmpty(change: RosterChange): boolean {
  return change.joins.length === 0 && change.leaves.length === 0;
}
