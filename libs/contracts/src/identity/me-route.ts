import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { meSchema } from './me.js';

export const getMeRoute = defineHttpRoute({
  id: 'getMe',
  method: 'GET',
  path: '/me',
  summary: 'The signed-in user, with role, organisation and settings',
  tag: 'identity',
  reply: meSchema,
});

/** Who is signed in: every route of this file, listed for the gateway (`@crescendo/contracts/http`). */
export const meRoutes: readonly HttpRoute[] = [getMeRoute];
