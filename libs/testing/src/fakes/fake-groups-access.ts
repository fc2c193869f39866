import type { Actor, Group, GroupNeed, GroupRelation } from '@crescendo/contracts';
import {
  AppException,
  type GroupGrant,
  type GroupScope,
  type GroupsAccessPort,
  type RefusalKeys,
} from '@crescendo/service-kit';

/** The needs each relation meets, as groups decides them (decision 0045). */
const needsOf: Record<GroupRelation, GroupNeed[]> = {
  admin: ['see', 'teach', 'manage'],
  'lead-teacher': ['see', 'teach', 'manage'],
  'co-teacher': ['see', 'teach'],
  student: ['see'],
};

/**
 * Groups' answers for a unit test: the groups it knows, and how each user stands to each (an organisation's
 * admins stand as `admin` to all of its groups). Refuses as `GroupsAccess` does: NOT_FOUND when the actor
 * cannot see the group, FORBIDDEN when they see it without meeting the need.
 */
export class FakeGroupsAccess implements GroupsAccessPort {
  private readonly groups = new Map<string, Group>();
  private readonly relations = new Map<string, GroupRelation>();
  private readonly admins = new Set<string>();
  /** Every question asked: `userId groupId|* need`. */
  readonly asked: string[] = [];

  addGroup(group: Group): this {
    this.groups.set(group.id, group);
    for (const [index, teacherId] of group.teacherIds.entries())
      this.relate(teacherId, group.id, index === 0 ? 'lead-teacher' : 'co-teacher');
    for (const studentId of group.studentIds) this.relate(studentId, group.id, 'student');
    return this;
  }

  addAdmin(userId: string): this {
    this.admins.add(userId);
    return this;
  }

  relate(userId: string, groupId: string, relation: GroupRelation | null): this {
    if (relation) this.relations.set(`${userId} ${groupId}`, relation);
    else this.relations.delete(`${userId} ${groupId}`);
    return this;
  }

  /** A student removed from the group (groups no longer lists them). */
  removeStudent(groupId: string, studentId: string): this {
    const group = this.groups.get(groupId)!;
    group.studentIds = group.studentIds.filter((id) => id !== studentId);
    return this.relate(studentId, groupId, null);
  }

  async require(actor: Actor, groupId: string, need: GroupNeed, keys: RefusalKeys = {}): Promise<GroupGrant> {
    this.asked.push(`${actor.userId} ${groupId} ${need}`);
    const grant = this.grantOf(actor, groupId);
    if (!grant) throw new AppException('NOT_FOUND', keys.notFound ?? 'groups.notFound');
    if (!grant.can.includes(need)) throw new AppException('FORBIDDEN', keys.forbidden ?? 'common.forbidden');
    return grant;
  }

  async find(actor: Actor, groupId: string, need: GroupNeed): Promise<GroupGrant | null> {
    return (await this.granted(actor, [groupId], need)).get(groupId) ?? null;
  }

  async granted(actor: Actor, groupIds: string[], need: GroupNeed): Promise<Map<string, GroupGrant>> {
    const granted = new Map<string, GroupGrant>();
    for (const groupId of groupIds) {
      this.asked.push(`${actor.userId} ${groupId} ${need}`);
      const grant = this.grantOf(actor, groupId);
      if (grant?.can.includes(need)) granted.set(groupId, grant);
    }
    return granted;
  }

  async scope(actor: Actor, need: GroupNeed, groupId?: string, keys: RefusalKeys = {}): Promise<GroupScope> {
    if (groupId) {
      const grant = await this.require(actor, groupId, need, keys);
      return { organizationWide: false, groups: [grant], studentIds: new Set(grant.group.studentIds) };
    }
    this.asked.push(`${actor.userId} * ${need}`);
    const groups = [...this.groups.keys()]
      .map((id) => this.grantOf(actor, id))
      .filter((grant): grant is GroupGrant => grant !== null && grant.can.includes(need));
    return {
      organizationWide: this.isAdmin(actor),
      groups,
      studentIds: new Set(groups.flatMap(({ group }) => group.studentIds)),
    };
  }

  private grantOf(actor: Actor, groupId: string): GroupGrant | null {
    const group = this.groups.get(groupId);
    if (!group || group.organizationId !== actor.organizationId) return null;
    const relation = this.isAdmin(actor) ? 'admin' : this.relations.get(`${actor.userId} ${groupId}`);
    if (!relation) return null;
    return { group: structuredClone(group), relation, can: needsOf[relation] };
  }

  private isAdmin(actor: Actor): boolean {
    return this.admins.has(actor.userId) && actor.roles.includes('admin');
  }
}
