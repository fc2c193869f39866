import type { Actor, Group } from '@crescendo/contracts';
import { AppException, type GroupsAccessPort } from '@crescendo/service-kit';
import type { ServerMessageKey } from '@crescendo/i18n/server-errors';
import type { GamificationPolicyPort } from './goal-sources.js';

/**
 * A teacher of the group (groups decides `teach`; the school's admin too), with gamification on for it
 * (identity decides): how sprints and badges are written and read by staff.
 */
export async function teachWithGamification(
  access: GroupsAccessPort,
  policy: GamificationPolicyPort,
  actor: Actor,
  groupId: string,
  forbidden: ServerMessageKey,
) {
  const grant = await access.require(actor, groupId, 'teach', { forbidden });
  if (!(await policy.allows(actor, groupId))) throw new AppException('FORBIDDEN', 'sprints.gamificationOff');
  return grant;
}

/** A student's groups where gamification is on (none: nothing of motivation shows to them). */
export async function studentGroupsWithGamification(
  access: GroupsAccessPort,
  policy: GamificationPolicyPort,
  actor: Actor,
): Promise<Group[]> {
  const scope = await access.scope(actor, 'see');
  const allowed: Group[] = [];
  for (const grant of scope.groups) if (await policy.allows(actor, grant.group.id)) allowed.push(grant.group);
  return allowed;
}
