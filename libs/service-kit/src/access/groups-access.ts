import { Inject, Injectable } from '@nestjs/common';
import {
  checkGroupAccess,
  groupsInScope,
  type Actor,
  type Group,
  type GroupNeed,
  type GroupRelation,
} from '@crescendo/contracts';
import type { ServerMessageKey } from '@crescendo/i18n/server-errors';
import { AppException } from '../errors/app-exception.js';
import { ServiceClient } from '../nats/service-client.js';

/** A group the actor may act on, and how they stand to it. */
export interface GroupGrant {
  group: Group;
  relation: GroupRelation;
  /** Every need the actor meets on it, as groups decided. */
  can: GroupNeed[];
}

/** The students and groups an actor answers for (`organizationWide`: an admin, every student of the school). */
export interface GroupScope {
  organizationWide: boolean;
  groups: GroupGrant[];
  studentIds: Set<string>;
}

/** How a service words a refusal in its own terms; groups' own keys otherwise. */
export interface RefusalKeys {
  notFound?: ServerMessageKey;
  forbidden?: ServerMessageKey;
}

/**
 * What a use case asks of groups about access: `GroupsAccess`'s public methods. A service injects the class
 * (`@Inject(GroupsAccess)`, the Nest token) typed as this interface, so that a unit test hands it a fake
 * answering per group and need (issue 24 §5).
 */
export interface GroupsAccessPort {
  require(actor: Actor, groupId: string, need: GroupNeed, keys?: RefusalKeys): Promise<GroupGrant>;
  find(actor: Actor, groupId: string, need: GroupNeed): Promise<GroupGrant | null>;
  granted(actor: Actor, groupIds: string[], need: GroupNeed): Promise<Map<string, GroupGrant>>;
  scope(actor: Actor, need: GroupNeed, groupId?: string, keys?: RefusalKeys): Promise<GroupScope>;
}

/**
 * The one way a service learns who may do what with a group (issue 24.1): groups decides, asked as the
 * actor at the moment of the decision (so a removed student or a reassigned group counts at once); no other
 * service compares a teacher's id with a group's. Needs: `see` ⊂ `teach` ⊂ `manage` (libs/contracts
 * `group-access.ts`).
 */
@Injectable()
export class GroupsAccess implements GroupsAccessPort {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  /** The group if the actor meets the need on it; NOT_FOUND when they cannot see it, FORBIDDEN otherwise. */
  async require(actor: Actor, groupId: string, need: GroupNeed, keys: RefusalKeys = {}): Promise<GroupGrant> {
    const [decision] = (await this.client.request(checkGroupAccess, { groupIds: [groupId], need }, actor))
      .decisions;
    if (decision?.access === 'granted') {
      return { group: decision.group, relation: decision.relation, can: decision.can };
    }
    if (decision?.access === 'forbidden')
      throw new AppException('FORBIDDEN', keys.forbidden ?? 'common.forbidden');
    throw new AppException('NOT_FOUND', keys.notFound ?? 'groups.notFound');
  }

  /** The grant, or null when the actor does not meet the need (groups down or slow still throws). */
  async find(actor: Actor, groupId: string, need: GroupNeed): Promise<GroupGrant | null> {
    return (await this.granted(actor, [groupId], need)).get(groupId) ?? null;
  }

  /** Of the groups asked, those the actor meets the need on (at most 100 per call; more are asked in turns). */
  async granted(actor: Actor, groupIds: string[], need: GroupNeed): Promise<Map<string, GroupGrant>> {
    const granted = new Map<string, GroupGrant>();
    const asked = [...new Set(groupIds)];
    for (let start = 0; start < asked.length; start += 100) {
      const groupIdsOfTurn = asked.slice(start, start + 100);
      const { decisions } = await this.client.request(
        checkGroupAccess,
        { groupIds: groupIdsOfTurn, need },
        actor,
      );
      for (const decision of decisions) {
        if (decision.access === 'granted') {
          granted.set(decision.groupId, {
            group: decision.group,
            relation: decision.relation,
            can: decision.can,
          });
        }
      }
    }
    return granted;
  }

  /**
   * Every group the actor meets the need on, with their students; with `groupId`, that group alone (or its
   * refusal, worded by `keys`).
   */
  async scope(actor: Actor, need: GroupNeed, groupId?: string, keys: RefusalKeys = {}): Promise<GroupScope> {
    if (groupId) {
      const grant = await this.require(actor, groupId, need, keys);
      return { organizationWide: false, groups: [grant], studentIds: new Set(grant.group.studentIds) };
    }
    const reply = await this.client.request(groupsInScope, { need }, actor);
    return {
      organizationWide: reply.organizationWide,
      groups: reply.groups,
      studentIds: new Set(reply.groups.flatMap(({ group }) => group.studentIds)),
    };
  }
}
