import { Controller, Inject } from '@nestjs/common';
import {
  archiveGroup,
  createGroup,
  createSampleGroups,
  deleteGroup,
  getGroup,
  listGroups,
  regenerateCode,
  updateGroup,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { GroupsService } from './groups.service.js';

/** Request/reply of groups: validated by the contract (in @Handles), decided in GroupsService. */
@Controller()
export class GroupsHandlers {
  constructor(@Inject(GroupsService) private readonly groups: GroupsService) {}

  @Handles(createGroup)
  create(payload: PayloadOf<typeof createGroup>, actor: Actor | null) {
    return this.groups.create(actor, payload);
  }

  @Handles(updateGroup)
  update(payload: PayloadOf<typeof updateGroup>, actor: Actor | null) {
    return this.groups.update(actor, payload);
  }

  @Handles(archiveGroup)
  archive(payload: PayloadOf<typeof archiveGroup>, actor: Actor | null) {
    return this.groups.archive(actor, payload.groupId, payload.archived);
  }

  @Handles(deleteGroup)
  delete(payload: PayloadOf<typeof deleteGroup>, actor: Actor | null) {
    return this.groups.delete(actor, payload.groupId);
  }

  @Handles(listGroups)
  list(payload: PayloadOf<typeof listGroups>, actor: Actor | null) {
    return this.groups.list(actor, payload.includeArchived);
  }

  @Handles(getGroup)
  get(payload: PayloadOf<typeof getGroup>, actor: Actor | null) {
    return this.groups.get(actor, payload.groupId);
  }

  @Handles(regenerateCode)
  regenerate(payload: PayloadOf<typeof regenerateCode>, actor: Actor | null) {
    return this.groups.regenerateCode(actor, payload.groupId);
  }

  @Handles(createSampleGroups)
  samples(_payload: PayloadOf<typeof createSampleGroups>, actor: Actor | null) {
    return this.groups.createSampleGroups(actor);
  }
}
