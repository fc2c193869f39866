import { randomUUID } from 'node:crypto';
import {
  clearPolicy,
  decidePolicyRequest,
  listPolicies,
  setPolicy,
  type Actor,
  type Role,
} from '@crescendo/contracts';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import { signIn, startIdentity, stopIdentity } from './identity-harness.js';

/** Policies from board to school (issue 25 §3, decision 0050): set once by the board, overridden where allowed. */
describe('policies of a board and its schools', () => {
  let running: RunningService;
  let client: ServiceClient;

  beforeAll(async () => {
    ({ running, client } = await startIdentity());
  });
  afterAll(() => stopIdentity({ running, client }));

  const sql = (text: string, params: unknown[]) => running.infra.dataSource!.query(text, params);
  const send = (...args: Parameters<ServiceClient['send']>) => client.send(...args);
  async function organization(kind: 'board' | 'school', boardId: string | null = null): Promise<string> {
    const id = randomUUID();
    await sql(`INSERT INTO organizations (id, name, kind, board_id) VALUES ($1, $2, $3, $4)`, [
      id,
      `${kind} ${id.slice(0, 6)}`,
      kind,
      boardId,
    ]);
    return id;
  }

  async function member(organizationId: string, role: Role): Promise<Actor> {
    const { actor } = await signIn(client);
    await sql(`UPDATE memberships SET organization_id = $1, role = $2 WHERE user_id = $3`, [
      organizationId,
      role,
      actor.userId,
    ]);
    return { userId: actor.userId, organizationId, roles: [role] };
  }

  async function boardWithSchool() {
    const boardId = await organization('board');
    const schoolId = await organization('school', boardId);
    return {
      boardAdmin: await member(boardId, 'board-admin'),
      schoolAdmin: await member(schoolId, 'admin'),
      teacher: await member(schoolId, 'teacher'),
      schoolId,
    };
  }

  it("lets a standalone school set its own, and its people get the school's value", async () => {
    const schoolId = await organization('school');
    const admin = await member(schoolId, 'admin');
    const student = await member(schoolId, 'student');
    const before = await client.request(listPolicies, {}, admin);
    expect(before.level).toBe('school');
    expect(before.policies.find((p) => p.key === 'gamification.enabled')).toMatchObject({
      value: true,
      decidedBy: 'default',
      own: null,
      editable: true,
    });
    await client.request(setPolicy, { key: 'gamification.enabled', value: false }, admin);
    expect(await client.request(decidePolicyRequest, { key: 'gamification.enabled' }, student)).toEqual({
      key: 'gamification.enabled',
      value: false,
      decidedBy: 'school',
      lockedBy: null,
    });
  });

  it("holds a board's lock over its schools until the board opens it again, every change logged", async () => {
    const { boardAdmin, schoolAdmin, teacher, schoolId } = await boardWithSchool();
    await client.request(
      setPolicy,
      { key: 'maestro.enabled', value: false, allowOverride: false },
      boardAdmin,
    );

    const refused = await send(setPolicy, { key: 'maestro.enabled', value: true }, schoolAdmin);
    expect(refused).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    const listed = await client.request(listPolicies, {}, schoolAdmin);
    expect(listed.policies.find((p) => p.key === 'maestro.enabled')).toMatchObject({
      value: false,
      decidedBy: 'board',
      lockedBy: 'board',
      editable: false,
    });
    expect(await client.request(decidePolicyRequest, { key: 'maestro.enabled' }, teacher)).toMatchObject({
      value: false,
      decidedBy: 'board',
    });

    await client.request(
      setPolicy,
      { key: 'maestro.enabled', value: false, allowOverride: true },
      boardAdmin,
    );
    await client.request(setPolicy, { key: 'maestro.enabled', value: true }, schoolAdmin);
    expect(await client.request(decidePolicyRequest, { key: 'maestro.enabled' }, teacher)).toMatchObject({
      value: true,
      decidedBy: 'school',
    });
    // The school drops its value: the board's applies again.
    await client.request(clearPolicy, { key: 'maestro.enabled' }, schoolAdmin);
    expect(await client.request(decidePolicyRequest, { key: 'maestro.enabled' }, teacher)).toMatchObject({
      value: false,
      decidedBy: 'board',
    });

    const log = (await sql(
      `SELECT key, value, allow_override, changed_by FROM policy_changes
        WHERE organization_id = ANY($1::uuid[]) ORDER BY id`,
      [[boardAdmin.organizationId, schoolId]],
    )) as Array<{ key: string; value: unknown; allow_override: boolean | null; changed_by: string }>;
    expect(log).toEqual([
      { key: 'maestro.enabled', value: false, allow_override: false, changed_by: boardAdmin.userId },
      { key: 'maestro.enabled', value: false, allow_override: true, changed_by: boardAdmin.userId },
      { key: 'maestro.enabled', value: true, allow_override: true, changed_by: schoolAdmin.userId },
      { key: 'maestro.enabled', value: null, allow_override: null, changed_by: schoolAdmin.userId },
    ]);
  });

  it('refuses a value the key does not take, and a key that does not exist, storing nothing', async () => {
    const { schoolAdmin, schoolId } = await boardWithSchool();
    for (const [key, value] of [
      ['retention.formerStudentMonths', 0],
      ['retention.formerStudentMonths', 'douze'],
      ['maestro.provider', 'the-cloud'],
      ['gamification.enabled', 'yes'],
    ] as const) {
      const reply = await send(setPolicy, { key, value }, schoolAdmin);
      expect(reply).toMatchObject({
        ok: false,
        error: { code: 'VALIDATION_FAILED', fields: { value: expect.any(String) } },
      });
    }
    const unknown = await send(setPolicy, { key: 'maestro.everything' as never, value: true }, schoolAdmin);
    expect(unknown).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    const [{ n }] = (await sql(`SELECT count(*)::int AS n FROM policy_settings WHERE organization_id = $1`, [
      schoolId,
    ])) as Array<{ n: number }>;
    expect(n).toBe(0);
  });

  it("lets only a board's or a school's administrator read and change its policies", async () => {
    const { teacher, schoolAdmin } = await boardWithSchool();
    const student = await member(schoolAdmin.organizationId!, 'student');
    const adminInABoardRole: Actor = { ...schoolAdmin, roles: ['board-admin'] };
    for (const actor of [teacher, student, adminInABoardRole]) {
      for (const reply of [
        await send(listPolicies, {}, actor),
        await send(setPolicy, { key: 'gamification.enabled', value: false }, actor),
        await send(clearPolicy, { key: 'gamification.enabled' }, actor),
      ])
        expect(reply).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    }
    expect(await send(decidePolicyRequest, { key: 'gamification.enabled' }, null)).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });
  });

  it("keeps one school's settings out of another's", async () => {
    const first = await boardWithSchool();
    const second = await boardWithSchool();
    await client.request(setPolicy, { key: 'inventory.chargeFamilies', value: true }, first.schoolAdmin);
    expect(
      await client.request(decidePolicyRequest, { key: 'inventory.chargeFamilies' }, second.teacher),
    ).toMatchObject({
      value: false,
      decidedBy: 'default',
    });
  });
});
