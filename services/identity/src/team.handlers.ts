import { Controller, Inject } from '@nestjs/common';
import {
  changeTeamMemberRole,
  inviteTeamMember,
  listTeamMembers,
  removeTeamMember,
  revokeTeamInvitation,
  setTeamMemberRoles,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { TeamService } from './team.service.js';

@Controller()
export class TeamHandlers {
  constructor(@Inject(TeamService) private readonly team: TeamService) {}

  @Handles(listTeamMembers)
  list(_payload: PayloadOf<typeof listTeamMembers>, actor: Actor | null) {
    return this.team.list(actor);
  }

  @Handles(inviteTeamMember)
  invite(payload: PayloadOf<typeof inviteTeamMember>, actor: Actor | null) {
    return this.team.invite(actor, payload.email, payload.role);
  }

  @Handles(changeTeamMemberRole)
  changeRole(payload: PayloadOf<typeof changeTeamMemberRole>, actor: Actor | null) {
    return this.team.changeRole(actor, payload.userId, payload.role);
  }

  @Handles(setTeamMemberRoles)
  setRoles(payload: PayloadOf<typeof setTeamMemberRoles>, actor: Actor | null) {
    return this.team.setRoles(actor, payload.userId, payload.roles);
  }

  @Handles(removeTeamMember)
  remove(payload: PayloadOf<typeof removeTeamMember>, actor: Actor | null) {
    return this.team.remove(actor, payload.userId);
  }

  @Handles(revokeTeamInvitation)
  revoke(payload: PayloadOf<typeof revokeTeamInvitation>, actor: Actor | null) {
    return this.team.revokeInvitation(actor, payload.invitationId);
  }
}
