import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { privacyRequestsOf } from '@crescendo/contracts';
import { startService, type RunningService } from '@crescendo/service-kit';
import {
  serviceEnv,
  startBuiltService,
  testRunEnv,
  testServiceClient,
  type RunningBuiltService,
} from '@crescendo/testing';
import { identityService } from '../src/identity.service-definition.js';

/**
 * Issue 31 §3, identity's part: after the privacy desk erases a person, nothing in identity's schema nor in its
 * Redis keys names them — not the provider's sessions and tokens, not the sign-in budgets, not the invitations
 * to their address, not the events already published — but the erasure's own `user.deleted` event. The search
 * reads every column of every table, as text.
 */
const run = testRunEnv();
const schema = `identity${run.schemaSuffix}`;
let identity: RunningService;
let homework: RunningBuiltService;
let redis: Redis;
const client = testServiceClient({ natsUrl: run.natsUrl, prefix: run.natsPrefix });
const sql = <T = Record<string, unknown>>(text: string, parameters: unknown[] = []) =>
  identity.infra.dataSource!.query(text, parameters) as Promise<T[]>;

beforeAll(async () => {
  identity = (await startService(identityService, serviceEnv())) as unknown as RunningService;
  homework = await startBuiltService('homework', serviceEnv());
  redis = new Redis(run.redisUrl);
}, 120_000);

afterAll(async () => {
  await client.close();
  redis?.disconnect();
  await homework?.stop();
  await identity?.close();
});

/** Every table and column of the schema holding the value (compared as text, without case). */
async function naming(schemaName: string, value: string): Promise<string[]> {
  const columns = await sql<{ table: string; column: string }>(
    `SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = $1 AND data_type NOT IN ('bytea') ORDER BY table_name, column_name`,
    [schemaName],
  );
  const found: string[] = [];
  for (const { table, column } of columns) {
    const [{ rows }] = await sql<{ rows: number }>(
      `SELECT count(*)::int AS rows FROM "${schemaName}"."${table}" WHERE strpos(lower("${column}"::text), lower($1)) > 0
         AND NOT ($2 = 'outbox' AND "${table}"::text LIKE '%evt.identity.user.deleted%')`,
      [value, table],
    );
    if (rows > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe("a person's sign-in traces, erased (issue 31 §3)", () => {
  it('leaves nothing in identity that names their id or address, but the erasure’s own event', async () => {
    const userId = randomUUID();
    const email = `trace-${userId.slice(0, 8)}@ecole.test`;
    await sql(`INSERT INTO users (id, email, first_name, last_name) VALUES ($1, $2, 'Léa', 'Tremblay')`, [
      userId,
      email,
    ]);
    await sql(`INSERT INTO memberships (user_id, organization_id, role) VALUES ($1, NULL, 'teacher')`, [
      userId,
    ]);
    // The provider's session and refresh token, an event already published, a mailed link, an invitation.
    await sql(
      `INSERT INTO oidc_models (kind, id, payload) VALUES ('Session', $1, $2), ('RefreshToken', $3, $2)`,
      [randomUUID(), JSON.stringify({ accountId: userId, kind: 'Session' }), randomUUID()],
    );
    await sql(
      `INSERT INTO outbox (id, subject, payload, published_at) VALUES ($1, 'evt.identity.user.created', $2, now())`,
      [randomUUID(), JSON.stringify({ userId, email })],
    );
    await sql(
      `INSERT INTO mail_tokens (token_hash, purpose, user_id, email, expires_at) VALUES ($1, 'verify-email', $2, $3, now() + interval '1 day')`,
      [randomUUID(), userId, email],
    );
    // A sign-in budget naming the address, as the sign-in page's limiter writes it.
    const budget = `${run.redisPrefix}identity:limits:signin:account:failures:${email}`;
    await redis.set(budget, '3');
    expect(await naming(schema, userId)).not.toEqual([]);

    const { remaining } = await client.request(privacyRequestsOf.identity.erase, { userId, email }, null);
    expect(remaining.filter((column) => column.rows > 0)).toEqual([]);

    expect(await naming(schema, userId)).toEqual([]);
    expect(await naming(schema, email)).toEqual([]);
    expect(await redis.exists(budget)).toBe(0);
  });

  it('erases the events another service already published about the person', async () => {
    const userId = randomUUID();
    const homeworkSchema = `homework${run.schemaSuffix}`;
    const published = randomUUID();
    await sql(
      `INSERT INTO "${homeworkSchema}".outbox (id, subject, payload, published_at)
       VALUES ($1, 'evt.homework.assignment.created', $2, now())`,
      [published, JSON.stringify({ studentIds: [userId] })],
    );
    await client.request(privacyRequestsOf.homework.erase, { userId }, null);
    const left = await sql(`SELECT id FROM "${homeworkSchema}".outbox WHERE id = $1`, [published]);
    expect(left).toEqual([]);
  });
});
