import { getMeRoute, type Me } from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

const pollMs = 300;
const patienceMs = 15_000;

/**
 * The signed-in user once the server places them in an organisation. Joining by code is applied by
 * identity on groups' event, and the gateway drops its cached actor on identity's: both asynchronous,
 * so the portal must not open before `/me` says so. Undefined after `patienceMs`.
 */
export async function awaitOrganization(): Promise<Me | undefined> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    const me = await callRoute(getMeRoute).catch(() => undefined);
    if (me?.organizationId) return me;
    if (Date.now() > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
