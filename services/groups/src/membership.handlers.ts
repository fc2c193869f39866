import { Controller, Inject } from '@nestjs/common';
import {
  getGroupRoster,
  joinGroup,
  moveGroupMember,
  removeGroupMember,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { MembershipService } from './membership.service.js';

@Controller()
export class MembershipHandlers {
  constructor(@Inject(MembershipService) private readonly memberships: MembershipService) {}

  @Handles(joinGroup)
  join(payload: PayloadOf<typeof joinGroup>, actor: Actor | null) {
    return this.memberships.join(actor, payload.code, payload.clientAddress);
  }

  @Handles(removeGroupMember)
  remove(payload: PayloadOf<typeof removeGroupMember>, actor: Actor | null) {
    return this.memberships.remove(actor, payload.groupId, payload.studentId);
  }

  @Handles(moveGroupMember)
  move(payload: PayloadOf<typeof moveGroupMember>, actor: Actor | null) {
    return this.memberships.move(actor, payload);
  }

  @Handles(getGroupRoster)
  roster(payload: PayloadOf<typeof getGroupRoster>, actor: Actor | null) {
    return this.memberships.roster(actor, payload.groupId);
  }
}
