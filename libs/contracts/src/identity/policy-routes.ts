import { z } from 'zod';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { clearPolicy, listPolicies, policyKeySchema, setPolicy } from './policy.js';

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

export const policyRoutes: HttpRoute[] = [listPoliciesRoute, setPolicyRoute, clearPolicyRoute];
