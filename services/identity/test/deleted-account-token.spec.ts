import { randomUUID } from 'node:crypto';
import { deleteAccount, resolveActor } from '@crescendo/contracts';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import { justSignedIn } from '@crescendo/testing';
import { startIdentity, testIssuer, stopIdentity } from './identity-harness.js';

describe('a deleted account stays deleted', () => {
  let running: RunningService;
  let client: ServiceClient;
  beforeAll(async () => {
    ({ running, client } = await startIdentity());
  });
  afterAll(() => stopIdentity({ running, client }));

  it('refuses a token issued before the deletion instead of opening a fresh profile for its e-mail', async () => {
    const token = { issuer: testIssuer, subject: randomUUID(), email: `${randomUUID()}@ecole.test` };
    const { actor } = await client.request(resolveActor, token, null);
    await client.request(deleteAccount, {}, justSignedIn(actor));

    const again = await client.send(resolveActor, token, null);
    expect(again).toEqual({
      ok: false,
      error: {
        code: 'UNAUTHENTICATED',
        message: 'Votre session a expiré. Veuillez vous reconnecter.',
        messageKey: 'common.sessionExpired',
      },
    });
    const users = await running.infra.dataSource!.query(`SELECT 1 FROM users WHERE email = $1`, [
      token.email,
    ]);
    expect(users).toEqual([]);

    // The same person signing up again later is a new account, with a new sign-in subject.
    const fresh = await client.request(resolveActor, { ...token, subject: randomUUID() }, null);
    expect(fresh.actor.userId).not.toBe(actor.userId);
  });
});
