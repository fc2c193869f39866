import { getMeRoute } from '@crescendo/contracts';
import { httpRoutes, type HttpRoute } from '@crescendo/contracts/http';
import { AppException, type ServiceClient } from '@crescendo/service-kit';
import type { ResolvedActor } from '../auth/actor-resolver.js';
import type { BoundRoute } from '../http/api-router.js';
import { documentParts, type DocumentMore } from '../http/document-parts.js';

/** Every REST endpoint the contracts list (`@crescendo/contracts/http`): a new route needs no edit here. */
export const contractRoutes: readonly HttpRoute[] = httpRoutes;

/** The few routes the gateway answers itself, from what it already holds about the signed-in user. */
const gatewayAnswers: Record<string, (signedIn: ResolvedActor) => unknown> = {
  [getMeRoute.id]: (signedIn) => signedIn.me,
};

/**
 * Binds each route: one request to the service it `forwards` to, with the route's payload and the
 * signed-in user as actor (`null` on a public route). Fails at start-up on a route nobody answers.
 */
export function apiRoutes(
  client: ServiceClient,
  routes: readonly HttpRoute[] = contractRoutes,
): BoundRoute[] {
  return routes.map((route): BoundRoute => {
    const request = route.forwards;
    if (request) {
      const partsRequest = route.documentParts;
      return {
        route,
        ...(partsRequest ? { parts: (more: DocumentMore) => documentParts(client, partsRequest, more) } : {}),
        handle: ({ params, query, body, signedIn, clientAddress, browserHash }) =>
          client.forward(
            request,
            route.payload({ params, query, body, clientAddress, me: signedIn?.me, browserHash }),
            signedIn?.actor ?? null,
          ),
      };
    }
    const answer = gatewayAnswers[route.id];
    if (!answer || route.auth === 'public') {
      throw new Error(`La route ${route.id} ne transmet aucune requête et la passerelle n’y répond pas.`);
    }
    return {
      route,
      handle: async ({ signedIn }) => {
        if (!signedIn) throw new AppException('UNAUTHENTICATED', 'common.unauthenticated');
        return { ok: true, data: answer(signedIn) };
      },
    };
  });
}
