import { Inject, Injectable } from '@nestjs/common';
import type { Actor, Group } from '@crescendo/contracts';
import {
  AppException,
  GroupsAccess,
  viewerOf,
  type GroupGrant,
  type GroupsAccessPort,
  type Viewer,
} from '@crescendo/service-kit';

/** A conversation the actor may take part in: the group, and the student of a direct thread (null: the group's chat). */
export interface Conversation {
  group: Group;
  /** How the actor stands to the group, and what they may do in it, as groups decided. */
  grant: GroupGrant;
  viewer: Exclude<Viewer, { kind: 'none' }>;
  studentId: string | null;
}

/**
 * Who may read and post where. Who sees a group, and who teaches it, is groups' rule (service-kit's
 * GroupsAccess), asked as the actor at the moment of the decision (a removed student is refused at once):
 * its students, its teachers, the organisation's admins. A direct thread belongs to one student of the
 * group and is seen by that student, the group's teachers and the admins: no private adult–minor channel
 * hidden from the school.
 */
@Injectable()
export class GroupAccess {
  constructor(@Inject(GroupsAccess) private readonly groups: GroupsAccessPort) {}

  async conversation(actor: Actor | null, groupId: string, studentId?: string | null): Promise<Conversation> {
    const viewer = member(actor);
    const grant = await this.groups.require(actor!, groupId, 'see');
    const conversation = { group: grant.group, grant, viewer };
    if (studentId === undefined || studentId === null) return { ...conversation, studentId: null };
    // A direct thread: its own student, or those who teach the group.
    if (!grant.can.includes('teach') && studentId !== viewer.userId) throw notFound();
    return { ...conversation, studentId };
  }

  /** Those who teach the group: its teachers, the organisation's admins (deleting, announcing, keeping notes). */
  async managed(actor: Actor | null, groupId: string): Promise<Conversation> {
    const conversation = await this.conversation(actor, groupId);
    if (!isManager(conversation)) throw new AppException('FORBIDDEN', 'messaging.notYourGroup');
    return conversation;
  }

  /** The groups whose chats the actor sees, with what they may do in each. */
  async visibleGroups(actor: Actor | null): Promise<GroupGrant[]> {
    member(actor);
    return (await this.groups.scope(actor!, 'see')).groups;
  }
}

export function isManager({ grant }: Conversation): boolean {
  return grant.can.includes('teach');
}

function member(actor: Actor | null): Exclude<Viewer, { kind: 'none' }> {
  const viewer = viewerOf(actor);
  if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
  return viewer;
}

function notFound(): AppException {
  return new AppException('NOT_FOUND', 'groups.notFound');
}
