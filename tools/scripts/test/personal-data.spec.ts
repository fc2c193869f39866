import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import {
  privacyRequestsOf,
  servicesHoldingPersonalData,
  type ServiceHoldingPersonalData,
} from '@crescendo/contracts';
import type { PersonalDataDeclaration } from '@crescendo/service-kit';
import {
  repoRoot,
  serviceEnv,
  startBuiltService,
  testRunEnv,
  testServiceClient,
  type RunningBuiltService,
} from '@crescendo/testing';

/**
 * Issue 31 §1: every service answers for its personal data. The real services are started from their dist/
 * (each migrates its schema), then (1) every column of every schema whose name says it holds a person is
 * declared by its service, and every declaration is true to the schema; (2) a person's data comes out of a
 * service's export, page after page, secrets withheld; (3) its erasure answers that nothing names them any more.
 */
const run = testRunEnv();
const schemaOf = (service: string) => `${service.replace(/-/g, '_')}${run.schemaSuffix}`;
/** The kit's own tables, the same in every schema: no person column (the outbox's payloads: issue 31 §3). */
const kitTables = new Set(['migrations', 'processed_events', 'outbox']);
/** What a column's name says it holds about a person: ids of users, addresses, names, sign-in identifiers. */
const personColumnName =
  /(^|_)(user|student|teacher|author|sender|receiver|actor|member|parent|borrower|owner)_id$|_by$|(^|_)e_?mail$|(^|_)(first|last|full|display|author|sender|student|teacher)_name$|^phone$|^picture$|^bio$|^subject$|_subject$/;

const services = servicesHoldingPersonalData;
const declarations = {} as Record<ServiceHoldingPersonalData, PersonalDataDeclaration>;
const running: RunningBuiltService[] = [];
const db = new pg.Pool({ connectionString: run.databaseUrl, max: 2 });
const client = testServiceClient({ natsUrl: run.natsUrl, prefix: run.natsPrefix });

beforeAll(async () => {
  for (const service of services) {
    const tables = await import(join(repoRoot, 'services', service, 'dist/privacy/personal-tables.js'));
    declarations[service] = Object.values(tables)[0] as PersonalDataDeclaration;
    running.push(await startBuiltService(service, serviceEnv()));
  }
}, 180_000);

afterAll(async () => {
  for (const service of running.reverse()) await service.stop();
  await client.close();
  await db.end();
});

async function columnsOf(service: string): Promise<Array<{ table: string; column: string; type: string }>> {
  const { rows } = await db.query(
    `SELECT table_name AS table, column_name AS column, data_type AS type FROM information_schema.columns
     WHERE table_schema = $1 ORDER BY table_name, ordinal_position`,
    [schemaOf(service)],
  );
  return rows;
}

describe('every column naming a person is declared by its service (issue 31 §1)', () => {
  it.each(services)('%s', async (service) => {
    const declared = declarations[service];
    const columns = await columnsOf(service);
    expect(columns.length).toBeGreaterThan(0);
    const undeclared = columns
      .filter(({ table, column }) => !kitTables.has(table) && personColumnName.test(column))
      .filter(({ table, column }) => !declared[table]?.columns[column])
      .map(({ table, column }) => `${table}.${column}`);
    expect(undeclared).toEqual([]);
  });

  it.each(services)('%s: its declaration is true to its schema', async (service) => {
    const columns = await columnsOf(service);
    const typeOf = new Map(columns.map(({ table, column, type }) => [`${table}.${column}`, type]));
    const wrong: string[] = [];
    for (const [table, declared] of Object.entries(declarations[service])) {
      for (const [column, kind] of Object.entries(declared.columns)) {
        const type = typeOf.get(`${table}.${column}`);
        if (!type) wrong.push(`${table}.${column}: no such column`);
        else if (kind === 'person' && type !== 'uuid')
          wrong.push(`${table}.${column}: a person column is ${type}`);
      }
      const { after, per, organization = 'organization_id' } = declared.purge ?? {};
      const purgedBy = declared.purge
        ? [after!, ...(per ? [per] : []), ...(organization ? [organization] : [])]
        : [];
      for (const column of [...declared.orderBy, ...Object.keys(declared.holds ?? {}), ...purgedBy])
        if (!typeOf.has(`${table}.${column}`))
          wrong.push(`${table}.${column}: no such column (order, hold or purge)`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("a person's data, exported and erased over NATS (issue 31 §1)", () => {
  const organizationId = randomUUID();
  const student = randomUUID();
  const other = randomUUID();
  const reports = 620;

  beforeAll(async () => {
    const homework = schemaOf('homework');
    for (const [who, count] of [
      [student, reports],
      [other, 3],
    ] as const)
      await db.query(
        `INSERT INTO ${homework}.practice_reports
           (id, organization_id, student_id, practice_date, duration, location, content, next_goals, type)
         SELECT gen_random_uuid(), $1, $2, DATE '2026-09-01' + (n % 200), 30, 'home', 'Gammes ' || n, 'Tempo', 'general'
         FROM generate_series(1, $3) AS n`,
        [organizationId, who, count],
      );
    await db.query(
      `INSERT INTO ${schemaOf('finance')}.purchases (id, organization_id, student_id, item, amount_cents, currency, created_at)
       VALUES (gen_random_uuid(), $1, $2, 'Anche de clarinette', 350, 'CAD', now())`,
      [organizationId, student],
    );
    await db.query(
      `INSERT INTO ${schemaOf('classroom-sync')}.google_connections
         (user_id, organization_id, google_subject, google_email, scopes, refresh_token_sealed)
       VALUES ($1, $2, 'g-123', 'eleve@ecole.example', 'classroom', 'sealed-refresh-token')`,
      [student, organizationId],
    );
  });

  it("gives every row of the person's, a page at a time, and none of anyone else's", async () => {
    const { export: exportData } = privacyRequestsOf.homework;
    const rows: Array<Record<string, unknown>> = [];
    let from: { table: string; offset: number } | undefined;
    let pages = 0;
    do {
      const page = await client.request(exportData, { userId: student, from }, null);
      expect(page.service).toBe('homework');
      for (const table of page.tables) {
        expect(table.retention).toBe('practice-and-grades');
        if (table.table === 'practice_reports') rows.push(...table.rows);
      }
      from = page.next ?? undefined;
      pages += 1;
    } while (from);
    expect(pages).toBeGreaterThan(1);
    expect(rows).toHaveLength(reports);
    expect(new Set(rows.map((row) => row.id)).size).toBe(reports);
    expect(rows.every((row) => row.student_id === student)).toBe(true);
  });

  it('withholds secrets and finds rows by address too', async () => {
    const page = await client.request(
      privacyRequestsOf['classroom-sync'].export,
      { userId: randomUUID(), email: 'ELEVE@ecole.example' },
      null,
    );
    const [connection] = page.tables.find((table) => table.table === 'google_connections')!.rows;
    expect(connection).toMatchObject({ google_email: 'eleve@ecole.example', user_id: student });
    expect(connection!.refresh_token_sealed).not.toBe('sealed-refresh-token');
  });

  it("exports the account, its schools and its invitations; erases them, and the address's invitations", async () => {
    const identity = schemaOf('identity');
    const person = randomUUID();
    const school = randomUUID();
    await db.query(`INSERT INTO ${identity}.organizations (id, name) VALUES ($1, 'École Monteverdi')`, [
      school,
    ]);
    await db.query(
      `INSERT INTO ${identity}.users (id, email, first_name, last_name) VALUES ($1, 'lea@ecole.example', 'Léa', 'Tremblay')`,
      [person],
    );
    await db.query(
      `INSERT INTO ${identity}.memberships (user_id, organization_id, role) VALUES ($1, $2, 'student')`,
      [person, school],
    );
    // A classmate: the school keeps a member, so erasing Léa does not take the school along.
    const classmate = randomUUID();
    await db.query(
      `INSERT INTO ${identity}.users (id, email, first_name, last_name) VALUES ($1, 'noe@ecole.example', 'Noé', 'Roy')`,
      [classmate],
    );
    await db.query(
      `INSERT INTO ${identity}.memberships (user_id, organization_id, role) VALUES ($1, $2, 'student')`,
      [classmate, school],
    );
    await db.query(
      `INSERT INTO ${identity}.invitations (id, organization_id, email, role, expires_at, token_hash)
       VALUES (gen_random_uuid(), $1, 'lea@ecole.example', 'student', now() + interval '7 days', 'hash-of-a-token')`,
      [school],
    );
    const subject = { userId: person, email: 'Lea@Ecole.example' };
    const page = await client.request(privacyRequestsOf.identity.export, subject, null);
    const table = (name: string) => page.tables.find((each) => each.table === name)?.rows ?? [];
    expect(table('users')).toEqual([expect.objectContaining({ first_name: 'Léa', last_name: 'Tremblay' })]);
    expect(table('memberships')).toEqual([
      expect.objectContaining({ organization_id: school, role: 'student' }),
    ]);
    expect(table('invitations')).toEqual([
      expect.objectContaining({ token_hash: '[conservé, non exporté]' }),
    ]);

    const { remaining } = await client.request(privacyRequestsOf.identity.erase, subject, null);
    expect(remaining.filter((column) => column.rows > 0)).toEqual([]);
    const again = await client.request(privacyRequestsOf.identity.export, subject, null);
    expect(again.tables).toEqual([]);
    // Erasing again finds nothing and says so the same way.
    const twice = await client.request(privacyRequestsOf.identity.erase, subject, null);
    expect(twice.remaining.filter((column) => column.rows > 0)).toEqual([]);
  });

  it('refuses a request carrying an actor: only identity, for the system, asks', async () => {
    await expect(
      client.request(privacyRequestsOf.finance.export, { userId: student }, {
        userId: student,
        organizationId,
        roles: ['student'],
      } as never),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('erases, then answers that nothing names the person; the others keep theirs', async () => {
    for (const service of ['homework', 'finance'] as const) {
      const { remaining } = await client.request(privacyRequestsOf[service].erase, { userId: student }, null);
      expect(remaining.length).toBeGreaterThan(0);
      expect(remaining.filter((column) => column.rows > 0 && !column.hold)).toEqual([]);
    }
    const again = await client.request(privacyRequestsOf.homework.export, { userId: student }, null);
    expect(again.tables).toEqual([]);
    const theirs = await client.request(privacyRequestsOf.homework.export, { userId: other }, null);
    expect(theirs.tables[0]!.rows).toHaveLength(3);
    const [{ amount }] = (
      await db.query(
        `SELECT sum(amount_cents)::int AS amount FROM ${schemaOf('finance')}.purchases WHERE organization_id = $1`,
        [organizationId],
      )
    ).rows;
    expect(amount).toBe(350);
  });
});
