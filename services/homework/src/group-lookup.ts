import { Inject, Injectable } from '@nestjs/common';
import { getGroup, listGroups, type Actor, type Group } from '@crescendo/contracts';
import { AppException, ServiceClient, type Viewer } from '@crescendo/service-kit';

/**
 * Who teaches a group and who is in it belong to the groups service: it is asked, as the actor, at the
 * moment of the decision, so a reassigned group or a removed student counts at once.
 */
@Injectable()
export class GroupLookup {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  /** The group if the actor may see it; groups answers NOT_FOUND otherwise. */
  visible(actor: Actor, groupId: string): Promise<Group> {
    return this.client.request(getGroup, { groupId }, actor);
  }

  /** The groups the actor sees: a teacher's own, an admin's organisation's, a student's. */
  async mine(actor: Actor): Promise<Group[]> {
    return (await this.client.request(listGroups, { includeArchived: true }, actor)).groups;
  }

  /** A group the actor manages: its teacher, or an admin of its organisation. */
  async managed(actor: Actor, viewer: Viewer, groupId: string): Promise<Group> {
    const group = await this.visible(actor, groupId);
    if (viewer.kind === 'admin') return group;
    if (viewer.kind === 'teacher' && group.teacherId === viewer.userId) return group;
    throw new AppException('FORBIDDEN', 'homework.notYourGroup');
  }
}
