import {
  answerInstrument,
  answerInstrumentRoute,
  changeTeamMemberRole,
  changeTeamMemberRoleRoute,
  createOrganization,
  createOrganizationRoute,
  deleteAccount,
  deleteAccountRoute,
  deleteOrganization,
  deleteOrganizationRoute,
  disableTwoFactor,
  disableTwoFactorRoute,
  enableTwoFactor,
  enableTwoFactorRoute,
  getMeRoute,
  getProfile,
  getProfileRoute,
  inviteTeamMember,
  inviteTeamMemberRoute,
  listTeamMembers,
  lookupProfiles,
  lookupProfilesRoute,
  listTeamRoute,
  removeTeamMember,
  removeTeamMemberRoute,
  revokeTeamInvitation,
  revokeTeamInvitationRoute,
  setupTwoFactor,
  setupTwoFactorRoute,
  updateProfile,
  updateProfileRoute,
  updateSettings,
  updateSettingsRoute,
} from '@crescendo/contracts';
import type { ServiceClient } from '@crescendo/service-kit';
import { bind, type BoundRoute } from '../http/api-router.js';

/** /api/v1/me, profile, settings, team, account, organisation, two-factor: one identity request each. */
export function identityRoutes(client: ServiceClient): BoundRoute[] {
  return [
    bind(getMeRoute, async ({ signedIn }) => ({ ok: true, data: signedIn!.me })),
    bind(getProfileRoute, ({ signedIn }) => client.send(getProfile, {}, signedIn!.actor)),
    bind(updateProfileRoute, ({ body, signedIn }) => client.send(updateProfile, body, signedIn!.actor)),
    bind(answerInstrumentRoute, ({ body, signedIn }) => client.send(answerInstrument, body, signedIn!.actor)),
    bind(updateSettingsRoute, ({ body, signedIn }) => client.send(updateSettings, body, signedIn!.actor)),
    bind(listTeamRoute, ({ signedIn }) => client.send(listTeamMembers, {}, signedIn!.actor)),
    bind(inviteTeamMemberRoute, ({ body, signedIn }) => client.send(inviteTeamMember, body, signedIn!.actor)),
    bind(revokeTeamInvitationRoute, ({ params, signedIn }) =>
      client.send(revokeTeamInvitation, params, signedIn!.actor),
    ),
    bind(changeTeamMemberRoleRoute, ({ params, body, signedIn }) =>
      client.send(changeTeamMemberRole, { userId: params.userId, role: body.role }, signedIn!.actor),
    ),
    bind(removeTeamMemberRoute, ({ params, signedIn }) =>
      client.send(removeTeamMember, params, signedIn!.actor),
    ),
    bind(deleteAccountRoute, ({ signedIn }) => client.send(deleteAccount, {}, signedIn!.actor)),
    bind(createOrganizationRoute, ({ body, signedIn }) =>
      client.send(createOrganization, body, signedIn!.actor),
    ),
    bind(deleteOrganizationRoute, ({ signedIn }) => client.send(deleteOrganization, {}, signedIn!.actor)),
    bind(setupTwoFactorRoute, ({ signedIn }) => client.send(setupTwoFactor, {}, signedIn!.actor)),
    bind(enableTwoFactorRoute, ({ body, signedIn }) => client.send(enableTwoFactor, body, signedIn!.actor)),
    bind(lookupProfilesRoute, ({ body, signedIn }) => client.send(lookupProfiles, body, signedIn!.actor)),
    bind(disableTwoFactorRoute, ({ body, signedIn }) => client.send(disableTwoFactor, body, signedIn!.actor)),
  ];
}
