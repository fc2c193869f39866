import { getProfile, resolveActor } from '@crescendo/contracts';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import { CookieJar, decodeLikeKeycloakJs, freePort, signInWithPassword } from '@crescendo/testing';
import {
  demoAccounts,
  demoBoard,
  demoOrganization,
  demoPassword,
  demoSchools,
} from '../src/demo/demo-accounts.js';
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
        WHERE u.email LIKE '%demo.crescendo.ca' ORDER BY u.email`,
      );
    const school = rows.filter(
      (row) =>
        row.organization_id === demoOrganization.id &&
        demoAccounts.some((account) => account.email === row.email),
    );
    expect(school).toHaveLength(demoAccounts.length);
    expect(new Set(school.map((row) => row.email)).size).toBe(demoAccounts.length);
    expect(school.filter((row) => row.role === 'student')).toHaveLength(7);
    // The demo board (issue 25): its administrator in the board, the second school's people in it.
    expect(rows.filter((row) => !school.includes(row))).toEqual(
      [
        { email: 'direction@demo.crescendo.ca', role: 'board-admin', organization_id: demoBoard.id },
        { email: 'admin@harmonie.demo.crescendo.ca', role: 'admin', organization_id: demoSchools[1]!.id },
        { email: 'eleve@harmonie.demo.crescendo.ca', role: 'student', organization_id: demoSchools[1]!.id },
        // The itinerant teacher (issue 25 §2): the demo school's teacher also teaches at Harmonie.
        { email: 'prof@demo.crescendo.ca', role: 'teacher', organization_id: demoSchools[1]!.id },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
    // Parents and under-14s (issue 31 §7): Chloé under 14 with her mother's consent to share recordings, Liam 14
    // or older; loaded once for all the restarts.
    const guardians: Array<{ email: string; age_band: string; consents: string[] }> =
      await running.infra.dataSource!.query(
        `SELECT u.email, g.age_band, array_remove(array_agg(c.feature || ':' || c.status), NULL) AS consents
           FROM student_guardians g JOIN users u ON u.id = g.student_id
           LEFT JOIN parental_consents c ON c.student_id = g.student_id AND c.organization_id = g.organization_id
          WHERE g.organization_id = $1 GROUP BY u.email, g.age_band ORDER BY u.email`,
        [demoOrganization.id],
      );
    expect(guardians).toEqual([
      { email: 'eleve4@demo.crescendo.ca', age_band: 'fourteenPlus', consents: [] },
      { email: 'eleve5@demo.crescendo.ca', age_band: 'under14', consents: ['recordingSharing:granted'] },
    ]);
    // Each with the alias its Keycloak organisation has in the demo realm (the token's `organization` claim).
    const schools: Array<{ id: string; kind: string; board_id: string | null; alias: string | null }> =
      await running.infra.dataSource!.query(
        `SELECT id, kind, board_id, alias FROM organizations WHERE id = ANY($1::uuid[]) ORDER BY kind, id`,
        [[demoBoard.id, ...demoSchools.map((s) => s.id)]],
      );
    expect(schools).toEqual([
      { id: demoBoard.id, kind: 'board', board_id: null, alias: 'css-mille-notes' },
      ...demoSchools.map((s) => ({ id: s.id, kind: 'school', board_id: demoBoard.id, alias: s.alias })),
    ]);
    // The board's person in charge of personal information (issue 31 §6), shown for its schools.
    expect(
      await running.infra.dataSource!.query(
        `SELECT name, email FROM privacy_officers WHERE organization_id = $1`,
        [demoBoard.id],
      ),
    ).toEqual([{ name: 'Sophie Lavoie', email: 'confidentialite@demo.crescendo.ca' }]);
    // A request near its deadline on the demo school's 'Demandes d'accès': 5 days left.
    expect(
      await running.infra.dataSource!.query(
        `SELECT kind, due_on - (now() AT TIME ZONE 'America/Toronto')::date AS days_left
           FROM privacy_requests WHERE organization_id = $1`,
        [demoOrganization.id],
      ),
    ).toEqual([{ kind: 'access', days_left: 5 }]);

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
      // Without a choice, the demo school (the membership used last), in the demo board.
      expect(actor).toEqual({
        userId: claims.sub,
        organizationId: demoOrganization.id,
        roles: [expected.role],
        boardId: demoBoard.id,
      });
      if (email.startsWith('eleve')) {
        expect((await client.request(getProfile, {}, actor)).instrument).toBe('Saxophone Alto');
      }
    }
  });
});
