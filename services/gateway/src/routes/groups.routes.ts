import {
  archiveGroup,
  archiveGroupRoute,
  createGroup,
  createGroupRoute,
  createSampleGroups,
  createSampleGroupsRoute,
  deleteGroup,
  deleteGroupRoute,
  getGroup,
  getGroupRoster,
  getGroupRosterRoute,
  getGroupRoute,
  joinGroup,
  joinGroupRoute,
  listGroups,
  listGroupsRoute,
  moveGroupMember,
  moveGroupMemberRoute,
  regenerateCode,
  regenerateCodeRoute,
  removeGroupMember,
  removeGroupMemberRoute,
  updateGroup,
  updateGroupRoute,
} from '@crescendo/contracts';
import type { ServiceClient } from '@crescendo/service-kit';
import { bind, type BoundRoute } from '../http/api-router.js';

/** /api/v1/groups…: each route is one request to the groups service, with the signed-in actor. */
export function groupsRoutes(client: ServiceClient): BoundRoute[] {
  return [
    bind(listGroupsRoute, ({ query, signedIn }) =>
      client.send(listGroups, { includeArchived: query.includeArchived }, signedIn!.actor),
    ),
    bind(createGroupRoute, ({ body, signedIn }) => client.send(createGroup, body, signedIn!.actor)),
    bind(joinGroupRoute, ({ body, signedIn, clientAddress }) =>
      client.send(joinGroup, { ...body, clientAddress }, signedIn!.actor),
    ),
    bind(createSampleGroupsRoute, ({ signedIn }) => client.send(createSampleGroups, {}, signedIn!.actor)),
    bind(getGroupRoute, ({ params, signedIn }) => client.send(getGroup, params, signedIn!.actor)),
    bind(updateGroupRoute, ({ params, body, signedIn }) =>
      client.send(updateGroup, { ...body, groupId: params.groupId }, signedIn!.actor),
    ),
    bind(archiveGroupRoute, ({ params, body, signedIn }) =>
      client.send(archiveGroup, { ...body, groupId: params.groupId }, signedIn!.actor),
    ),
    bind(deleteGroupRoute, ({ params, signedIn }) => client.send(deleteGroup, params, signedIn!.actor)),
    bind(regenerateCodeRoute, ({ params, signedIn }) => client.send(regenerateCode, params, signedIn!.actor)),
    bind(getGroupRosterRoute, ({ params, signedIn }) => client.send(getGroupRoster, params, signedIn!.actor)),
    bind(removeGroupMemberRoute, ({ params, signedIn }) =>
      client.send(removeGroupMember, params, signedIn!.actor),
    ),
    bind(moveGroupMemberRoute, ({ params, body, signedIn }) =>
      client.send(moveGroupMember, { ...params, ...body }, signedIn!.actor),
    ),
  ];
}
