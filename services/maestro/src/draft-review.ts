import { Inject, Injectable } from '@nestjs/common';
import { lookupProfiles, type Actor } from '@crescendo/contracts';
import {
  AppException,
  GroupsAccess,
  requireStaff,
  ServiceClient,
  type GroupsAccessPort,
} from '@crescendo/service-kit';
import { MaestroSwitch, type MaestroSwitchPort } from './maestro-switch.js';

/**
 * What every Maestro IA draft (a bilan, report-card comments, lesson ideas, a practice plan) asks before a teacher
 * reviews it: the draft is found in the actor's school and the actor teaches its group (groups decides), else
 * `NOT_FOUND`; Maestro IA is on for the group, else `FORBIDDEN`. And the approver's name, as the draft keeps it.
 */
@Injectable()
export class DraftReview {
  constructor(
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(MaestroSwitch) private readonly maestroSwitch: MaestroSwitchPort,
    @Inject(ServiceClient) private readonly client: ServiceClient,
  ) {}

  async readable<Row extends { group_id: string }>(
    actor: Actor | null,
    find: (organizationId: string) => Promise<Row | null | undefined>,
  ): Promise<Row> {
    const viewer = requireStaff(actor);
    const row = await find(viewer.organizationId);
    if (!row || !(await this.access.find(actor!, row.group_id, 'teach')))
      throw new AppException('NOT_FOUND', 'maestro.draftNotFound');
    if (!(await this.maestroSwitch.isOn(actor!, row.group_id)))
      throw new AppException('FORBIDDEN', 'maestro.off');
    return row;
  }

  /** The teacher approving, as 'Généré par Maestro IA — approuvé par …' names them. */
  async approver(actor: Actor): Promise<{ id: string; name: string }> {
    const { profiles } = await this.client.request(lookupProfiles, { userIds: [actor.userId] }, actor);
    const me = profiles[0];
    return { id: actor.userId, name: me ? `${me.firstName} ${me.lastName}`.trim() : '' };
  }
}
