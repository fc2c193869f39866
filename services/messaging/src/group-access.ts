import { Inject, Injectable } from '@nestjs/common';
import { getGroup, listGroups, type Actor, type Group } from '@crescendo/contracts';
import { AppException, ServiceClient, viewerOf, type Viewer } from '@crescendo/service-kit';

/** A conversation the actor may take part in: the group, and the student of a direct thread (null: the group's chat). */
export interface Conversation {
  group: Group;
  viewer: Exclude<Viewer, { kind: 'none' }>;
  studentId: string | null;
}

/**
 * Who may read and post where. Who sees a group is groups' rule, asked as the actor at the moment of the
 * decision (a removed student is refused at once): its students, its teacher, the organisation's admins. A
 * direct thread belongs to one student of the group and is seen by that student, the group's teacher and
 * the admins: no private adult–minor channel hidden from the school.
 */
@Injectable()
export class GroupAccess {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  async conversation(actor: Actor | null, groupId: string, studentId?: string | null): Promise<Conversation> {
    const viewer = member(actor);
    const group = await this.client.request(getGroup, { groupId }, actor);
    if (studentId === undefined || studentId === null) return { group, viewer, studentId: null };
    if (viewer.kind === 'student' && studentId !== viewer.userId) throw notFound();
    if (viewer.kind === 'teacher' && group.teacherId !== viewer.userId) throw notFound();
    return { group, viewer, studentId };
  }

  /** The group's teacher or an admin of its organisation (deleting, announcing, keeping notes). */
  async managed(actor: Actor | null, groupId: string): Promise<Conversation> {
    const conversation = await this.conversation(actor, groupId);
    if (!isManager(conversation)) throw new AppException('FORBIDDEN', 'messaging.notYourGroup');
    return conversation;
  }

  /** The groups whose chats the actor sees. */
  async visibleGroups(actor: Actor | null): Promise<Group[]> {
    member(actor);
    return (await this.client.request(listGroups, { includeArchived: true }, actor)).groups;
  }
}

export function isManager({ viewer, group }: Conversation): boolean {
  return viewer.kind === 'admin' || (viewer.kind === 'teacher' && group.teacherId === viewer.userId);
}

function member(actor: Actor | null): Exclude<Viewer, { kind: 'none' }> {
  const viewer = viewerOf(actor);
  if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
  return viewer;
}

function notFound(): AppException {
  return new AppException('NOT_FOUND', 'groups.notFound');
}
