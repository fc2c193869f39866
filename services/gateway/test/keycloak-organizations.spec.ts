import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { JWTPayload } from 'jose';
import {
  freePort,
  gatewaySigningEnv,
  serviceEnv,
  startBuiltProcess,
  testRunEnv,
  type RunningProcess,
} from '@crescendo/testing';
import { startService, type RunningService } from '@crescendo/service-kit';
import { gatewayService } from '../src/gateway.service-definition.js';
import { keycloakAccessTokenClaims, TestIssuer } from './test-issuer.js';

/** What /me answers, or the error. */
interface MeReply {
  id: string;
  organizationId: string | null;
  role: string;
  memberships: unknown[];
  error: { message: string };
}

/**
 * Issue 25 §6 through the gateway, with tokens shaped claim for claim like Keycloak 26's (its `organization`
 * claim and realm roles) from a real JWKS server, identity from its build with the embedded provider off: the
 * token's schools and roles narrow the memberships identity holds, and a claim it does not know is refused.
 */
describe('gateway: the schools and roles a Keycloak token names', () => {
  let issuer: TestIssuer;
  let identity: RunningProcess;
  let gateway: RunningService;
  let database: pg.Client;
  let schema: string;

  beforeAll(async () => {
    const run = testRunEnv();
    schema = `identity${run.schemaSuffix}`;
    issuer = await TestIssuer.start();
    const identityPort = await freePort();
    identity = await startBuiltProcess({
      name: 'identity',
      script: 'services/identity/dist/main.js',
      env: serviceEnv({ HTTP_PORT: String(identityPort), OIDC_EMBEDDED: 'false' }),
      readyUrl: `http://127.0.0.1:${identityPort}/health/ready`,
    });
    gateway = await startService(
      gatewayService,
      serviceEnv({
        ...gatewaySigningEnv(),
        OIDC_URL: issuer.baseUrl,
        REDIS_PREFIX: `${serviceEnv().REDIS_PREFIX}${randomBytes(3).toString('hex')}:`,
        RATE_LIMIT_PER_MINUTE: '1000',
      }),
    );
    database = new pg.Client({ connectionString: run.databaseUrl });
    await database.connect();
  });
  afterAll(async () => {
    await database?.end();
    await gateway?.close();
    await identity?.stop();
    await issuer?.close();
  });

  const sql = (text: string, values: unknown[]) => database.query(text, values);

  async function me(claims: JWTPayload, choice?: { organizationId: string; role: string }) {
    const token = await issuer.sign(claims);
    const response = await fetch(`${gateway.url}/api/v1/me`, {
      headers: {
        authorization: `Bearer ${token}`,
        ...(choice ? { 'X-Crescendo-School': choice.organizationId, 'X-Crescendo-Role': choice.role } : {}),
      },
    });
    return { status: response.status, body: (await response.json()) as MeReply };
  }

  /** A school with its Keycloak organisation's alias, as the board's identity team names it. */
  async function school() {
    const id = randomUUID();
    const alias = `ecole-${id.slice(0, 8)}`;
    await sql(`INSERT INTO "${schema}".organizations (id, name, alias) VALUES ($1, $2, $3)`, [
      id,
      `École ${alias}`,
      alias,
    ]);
    return { id, alias };
  }

  it('lets a teacher of two schools act only in the one the token names, and refuses what it does not know', async () => {
    const plain = keycloakAccessTokenClaims(issuer.issuer, `${randomBytes(5).toString('hex')}@ecole.test`);
    const first = await me(plain);
    expect(first.status).toBe(200);
    const userId = first.body.id;
    const [a, b] = [await school(), await school()];
    await sql(`DELETE FROM "${schema}".memberships WHERE user_id = $1`, [userId]);
    for (const held of [a, b])
      await sql(
        `INSERT INTO "${schema}".memberships (user_id, organization_id, role, last_used_at) VALUES ($1, $2, 'teacher', $3)`,
        [userId, held.id, held === b ? new Date() : null],
      );
    const roles = (...platformRoles: string[]) => ({
      realm_access: {
        roles: [...platformRoles, 'default-roles-crescendo', 'offline_access', 'uma_authorization'],
      },
    });
    const namingA = { ...plain, organization: [a.alias], ...roles('teacher') };

    // A Keycloak token naming school A: A, though B was used last; B by header is refused as a forged choice.
    const inA = await me(namingA);
    expect([inA.status, inA.body.organizationId, inA.body.role]).toEqual([200, a.id, 'teacher']);
    expect(inA.body.memberships).toHaveLength(1);
    const toB = await me(namingA, { organizationId: b.id, role: 'teacher' });
    expect([toB.status, toB.body.error.message]).toEqual([403, 'Erreur lors du changement de rôle.']);
    // Keycloak's object form of the claim names the same school.
    const objectForm = await me({ ...namingA, organization: { [a.alias]: { id: randomUUID() } } });
    expect([objectForm.status, objectForm.body.organizationId]).toEqual([200, a.id]);

    const unknown =
      'Votre fournisseur d’identité nomme une école ou un rôle que Crescendo ne connaît pas pour vous.';
    for (const refused of [
      { ...namingA, organization: [a.alias, 'ecole-inconnue'] },
      { ...namingA, ...roles('teacher', 'admin') },
    ]) {
      const reply = await me(refused);
      expect([reply.status, reply.body.error.message]).toEqual([403, unknown]);
    }

    // A token without Keycloak's `organization` claim nor a platform role: both schools, as before.
    for (const held of [a, b]) {
      const chosen = await me(plain, { organizationId: held.id, role: 'teacher' });
      expect([chosen.status, chosen.body.organizationId]).toEqual([200, held.id]);
    }
  });
});
