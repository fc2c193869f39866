import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  archiveGroup,
  createGroup,
  getGroup,
  joinGroup,
  listGroups,
  updateGroup,
} from '@crescendo/contracts';
import {
  callersOf,
  newTenant,
  OwnPgBouncer,
  repoRoot,
  serviceEnv,
  startBuiltService,
  testRunEnv,
  testServiceClient,
  type RunningBuiltService,
} from '@crescendo/testing';

/**
 * The groups service, as built, behind a real PgBouncer (Debian's) in transaction mode (issue 26 §4,
 * decision 0061), as a deployment runs it: its migrations applied first by `tools/scripts/migrate.mjs`
 * connected directly (the migration Job), then the service through the pooler with DATABASE_POOLER=transaction
 * and DATABASE_MIGRATIONS=await. Six client connections over two server connections: its prepared reads
 * (a group by id, each viewer's list), its transactions (a group and its outbox event, a student joining)
 * move between backends from one request to the next.
 */
const run = testRunEnv();
const env = serviceEnv();
let bouncer: OwnPgBouncer;
let groups: RunningBuiltService | undefined;
const client = testServiceClient({ natsUrl: run.natsUrl, prefix: env.NATS_PREFIX! });
const { ok } = callersOf(client);

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['tools/scripts/migrate.mjs', 'groups'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: run.databaseUrl, DATABASE_SCHEMA_SUFFIX: run.schemaSuffix },
  });
  bouncer = await OwnPgBouncer.start({
    upstreamUrl: run.databaseUrl,
    // In a deployment the runtime role's own search_path (deploy/postgres/runtime-role.sql).
    databases: { crescendo: { searchPath: `groups${run.schemaSuffix}`, poolSize: 2 } },
  });
}, 60_000);

afterAll(async () => {
  await groups?.stop();
  await client.close();
  await bouncer?.stop();
});

describe('groups behind PgBouncer in transaction mode', () => {
  it('does not start through the pooler without DATABASE_POOLER=transaction (the startup options are refused)', async () => {
    await expect(
      startBuiltService(
        'groups',
        serviceEnv({
          DATABASE_URL: bouncer.url('crescendo'),
          DATABASE_MIGRATIONS: 'await',
          LOG_LEVEL: 'error',
        }),
      ),
    ).rejects.toThrow(/unsupported startup parameter: options/);
  }, 60_000);

  it('answers its requests at once through it: creations, joins, prepared reads, changes', async () => {
    groups = await startBuiltService(
      'groups',
      serviceEnv({
        DATABASE_URL: bouncer.url('crescendo'),
        DATABASE_POOLER: 'transaction',
        DATABASE_MIGRATIONS: 'await',
        DATABASE_POOL_MAX: '6',
      }),
    );
    const { teacher, student, otherStudent, admin } = newTenant();
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) => ok(createGroup, { name: `Harmonie ${i}` }, teacher)),
    );
    await Promise.all(
      created.flatMap((group) =>
        [student, otherStudent].map((who) => ok(joinGroup, { code: group.connectionCode! }, who)),
      ),
    );
    // The hot reads, many at once: each may run on another backend than the one that read before.
    const reads = await Promise.all([
      ...created.map((group) => ok(getGroup, { groupId: group.id }, teacher)),
      ...created.map((group) => ok(getGroup, { groupId: group.id }, student)),
      ...Array.from({ length: 6 }, () => ok(listGroups, {}, teacher)),
      ...Array.from({ length: 6 }, () => ok(listGroups, {}, student)),
      ...Array.from({ length: 6 }, () => ok(listGroups, {}, admin)),
    ]);
    for (const [i, group] of created.entries()) {
      expect(reads[i]).toMatchObject({ id: group.id, studentCount: 2 });
      expect(reads[created.length + i]).toMatchObject({ id: group.id });
    }
    for (const list of reads.slice(created.length * 2) as Array<{ groups: Array<{ id: string }> }>)
      expect(list.groups.map((group) => group.id).sort()).toEqual(created.map((group) => group.id).sort());

    const [first, second] = created;
    await Promise.all([
      ok(updateGroup, { groupId: first!.id, name: 'Harmonie (renommé)' }, teacher),
      ok(archiveGroup, { groupId: second!.id, archived: true }, teacher),
    ]);
    expect(await ok(getGroup, { groupId: first!.id }, teacher)).toMatchObject({ name: 'Harmonie (renommé)' });
    const active = await ok(listGroups, {}, teacher);
    expect(active.groups.map((group) => group.id)).not.toContain(second!.id);
    const all = await ok(listGroups, { includeArchived: true }, teacher);
    expect(all.groups).toHaveLength(created.length);
  }, 90_000);
});
