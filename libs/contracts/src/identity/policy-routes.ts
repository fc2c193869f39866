import { z } from 'zod';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { clearPolicy, listPolicies, policyKeySchema, setPolicy } from './policy.js';
import {
  clearGroupPolicy,
  listGroupPolicies,
  listPolicyChanges,
  policyChangesPage,
  setGroupPolicy,
} from './group-policy.js';
import { pageQueryShape } from '../common/page.js';

const tag = 'identity';
const administrators: Array<'admin' | 'board-admin'> = ['admin', 'board-admin'];

export const listPoliciesRoute = defineHttpRoute({
  id: 'listPolicies',
  method: 'GET',
  path: '/policies',
  summary: "The board's or school's policies: what applies, what it set, what it may change",
  tag,
  forwards: listPolicies,
  roles: administrators,
});

export const setPolicyRoute = defineHttpRoute({
  id: 'setPolicy',
  method: 'PUT',
  path: '/policies/:key',
  summary: "Set the board's or school's value of a policy, and whether the levels below may override it",
  tag,
  forwards: setPolicy,
  roles: administrators,
  params: z.object({ key: policyKeySchema }),
  body: setPolicy.payload.omit({ key: true }),
});

export const clearPolicyRoute = defineHttpRoute({
  id: 'clearPolicy',
  method: 'DELETE',
  path: '/policies/:key',
  summary: "Drop the board's or school's own value of a policy",
  tag,
  forwards: clearPolicy,
  roles: administrators,
  params: z.object({ key: policyKeySchema }),
});

export const listPolicyChangesRoute = defineHttpRoute({
  id: 'listPolicyChanges',
  method: 'GET',
  path: '/policy-changes',
  summary: 'Who changed which setting and when: the board and its schools, or the school and its groups',
  tag,
  forwards: listPolicyChanges,
  roles: administrators,
  query: z.object(pageQueryShape(policyChangesPage)),
});

const groupManagers: Array<'admin' | 'teacher'> = ['admin', 'teacher'];
const groupParams = z.object({ groupId: z.string().uuid() });

export const listGroupPoliciesRoute = defineHttpRoute({
  id: 'listGroupPolicies',
  method: 'GET',
  path: '/groups/:groupId/policies',
  summary: "A group's settings: what applies, what the group set, what it may change",
  tag,
  forwards: listGroupPolicies,
  roles: groupManagers,
  params: groupParams,
});

export const setGroupPolicyRoute = defineHttpRoute({
  id: 'setGroupPolicy',
  method: 'PUT',
  path: '/groups/:groupId/policies/:key',
  summary: "Set a group's own value of a setting, where the definition and the levels above allow it",
  tag,
  forwards: setGroupPolicy,
  roles: groupManagers,
  params: groupParams.extend({ key: policyKeySchema }),
  body: setGroupPolicy.payload.pick({ value: true }),
});

export const clearGroupPolicyRoute = defineHttpRoute({
  id: 'clearGroupPolicy',
  method: 'DELETE',
  path: '/groups/:groupId/policies/:key',
  summary: "Drop a group's own value of a setting",
  tag,
  forwards: clearGroupPolicy,
  roles: groupManagers,
  params: groupParams.extend({ key: policyKeySchema }),
});

export const policyRoutes: HttpRoute[] = [
  listPoliciesRoute,
  setPolicyRoute,
  clearPolicyRoute,
  listPolicyChangesRoute,
  listGroupPoliciesRoute,
  setGroupPolicyRoute,
  clearGroupPolicyRoute,
];
