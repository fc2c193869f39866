import { getProfile, resolveActor } from '@crescendo/contracts';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import { CookieJar, decodeLikeKeycloakJs, freePort, signInWithPassword } from '@crescendo/testing';
import { demoAccounts, demoOrganization, demoPassword } from '../src/demo/demo-accounts.js';
import { startIdentity, stopIdentity } from './identity-harness.js';

describe('demo organisation', () => {
  let running: RunningService;
  let client: ServiceClient;
  let base: string;

  afterAll(() => stopIdentity({ running, client }));

  it('is not loaded outside demo mode', async () => {
    ({ running, client } = await startIdentity());
    const rows = await running.infra.dataSource!.query(`SELECT 1 FROM organizations WHERE id = $1`, [
      demoOrganization.id,
    ]);
    expect(rows).toEqual([]);
    await client.close();
    await running.close();
  });

  it('is loaded with DEMO_MODE=true, idempotently, and each account signs in with the demo password', async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}/realms/crescendo`;
    const env = {
      DEMO_MODE: 'true',
      HTTP_PORT: String(port),
      OIDC_ISSUER: base,
      OIDC_REDIRECT_URIS: 'http://app.test/*',
    };
    ({ running, client } = await startIdentity(env));
    await client.close();
    await running.close();
    ({ running, client } = await startIdentity(env));

    const rows: Array<{ email: string; role: string; organization_id: string }> =
      await running.infra.dataSource!.query(
        `SELECT u.email, m.role, m.organization_id FROM users u JOIN memberships m ON m.user_id = u.id
        WHERE u.email LIKE '%@demo.crescendo.ca' ORDER BY u.email`,
      );
    expect(rows).toHaveLength(demoAccounts.length);
    expect(rows.every((row) => row.organization_id === demoOrganization.id)).toBe(true);
    expect(rows.filter((row) => row.role === 'student')).toHaveLength(7);

    for (const email of ['admin@demo.crescendo.ca', 'prof@demo.crescendo.ca', 'eleve@demo.crescendo.ca']) {
      const { tokens } = await signInWithPassword({
        base,
        jar: new CookieJar(),
        clientId: 'crescendo-web',
        redirectUri: 'http://app.test/dashboard',
        email,
        password: demoPassword,
      });
      const claims = decodeLikeKeycloakJs(tokens.access_token);
      expect(claims.email).toBe(email);
      const { actor } = await client.request(
        resolveActor,
        { issuer: base, subject: String(claims.sub), email },
        null,
      );
      const expected = demoAccounts.find((account) => account.email === email)!;
      expect(actor).toEqual({
        userId: claims.sub,
        organizationId: demoOrganization.id,
        roles: [expected.role],
      });
      if (email.startsWith('eleve')) {
        expect((await client.request(getProfile, {}, actor)).instrument).toBe('Saxophone Alto');
      }
    }
  });
});
