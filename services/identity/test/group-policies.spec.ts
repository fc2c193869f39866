import { randomUUID } from 'node:crypto';
import {
  clearGroupPolicy,
  decidePolicyRequest,
  listGroupPolicies,
  listPolicyChanges,
  setGroupPolicy,
  setPolicy,
  type Actor,
  type Role,
} from '@crescendo/contracts';
import { startService, type RunningService } from '@crescendo/service-kit';
import { startServiceUnderTest } from '@crescendo/testing';
import { identityService } from '../src/identity.service-definition.js';
import { signIn } from './identity-harness.js';

type Harness = Awaited<ReturnType<typeof startServiceUnderTest>>;

/**
 * Policies at the group level and the log of every change (issue 25 §3, decision 0057): whoever manages a group
 * (groups decides) sets its own value where the key's definition allows the group level and no level above
 * locked it; the board sees its schools' overrides, a school its groups', each with who and when.
 */
describe('policies of a group, and the log of changes', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startServiceUnderTest({
      name: 'identity',
      beside: ['groups'],
      start: async (env) => (await startService(identityService, env)) as unknown as RunningService,
      publisher: 'groups',
    });
  }, 120_000);
  afterAll(() => h?.close());

  const sql = (text: string, params: unknown[]) => h.db.query(text, params);

  async function organization(kind: 'board' | 'school', boardId: string | null): Promise<string> {
    const id = randomUUID();
    await sql(`INSERT INTO organizations (id, name, kind, board_id) VALUES ($1, $2, $3, $4)`, [
      id,
      `${kind} ${id.slice(0, 6)}`,
      kind,
      boardId,
    ]);
    return id;
  }

  async function member(organizationId: string, role: Role, firstName = 'Ada'): Promise<Actor> {
    const { actor } = await signIn(h.client);
    await sql(`UPDATE memberships SET organization_id = $1, role = $2 WHERE user_id = $3`, [
      organizationId,
      role,
      actor.userId,
    ]);
    await sql(`UPDATE users SET first_name = $1 WHERE id = $2`, [firstName, actor.userId]);
    return { userId: actor.userId, organizationId, roles: [role] };
  }

  async function school() {
    const boardId = await organization('board', null);
    const schoolId = await organization('school', boardId);
    const teacher = await member(schoolId, 'teacher', 'Gabrielle');
    const student = await member(schoolId, 'student');
    const group = await h.groupWith(teacher, [student]);
    return {
      boardId,
      schoolId,
      teacher,
      student,
      group,
      boardAdmin: await member(boardId, 'board-admin', 'Hélène'),
      admin: await member(schoolId, 'admin', 'Marc'),
    };
  }

  it("lets the group's teacher set the group's own value where the definition allows it", async () => {
    const { teacher, student, group } = await school();
    const row = await h.ok(
      setGroupPolicy,
      { groupId: group.id, key: 'gamification.enabled', value: false },
      teacher,
    );
    expect(row).toMatchObject({ value: false, decidedBy: 'group', own: { value: false }, editable: true });
    expect(
      await h.ok(decidePolicyRequest, { key: 'gamification.enabled', groupId: group.id }, student),
    ).toMatchObject({ value: false, decidedBy: 'group' });
    expect(await h.ok(decidePolicyRequest, { key: 'gamification.enabled' }, student)).toMatchObject({
      value: true,
      decidedBy: 'default',
    });
    const { policies } = await h.ok(listGroupPolicies, { groupId: group.id }, teacher);
    expect(policies.find((p) => p.key === 'maestro.provider')).toMatchObject({ editable: false });
    // A key the group level never sets.
    expect(
      await h.send(setGroupPolicy, { groupId: group.id, key: 'maestro.provider', value: 'local' }, teacher),
    ).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(
      await h.ok(clearGroupPolicy, { groupId: group.id, key: 'gamification.enabled' }, teacher),
    ).toMatchObject({ decidedBy: 'default', own: null });
  });

  it('refuses a group value where the school locked the key, and the lock wins over an older one', async () => {
    const { teacher, student, group, admin } = await school();
    await h.ok(setGroupPolicy, { groupId: group.id, key: 'maestro.enabled', value: true }, teacher);
    await h.ok(setPolicy, { key: 'maestro.enabled', value: false, allowOverride: false }, admin);
    expect(
      await h.send(setGroupPolicy, { groupId: group.id, key: 'maestro.enabled', value: true }, teacher),
    ).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    expect(
      await h.ok(decidePolicyRequest, { key: 'maestro.enabled', groupId: group.id }, student),
    ).toMatchObject({ value: false, decidedBy: 'school', lockedBy: 'school' });
  });

  it('leaves a group’s settings to those who manage it: not its students, another teacher, nor another school', async () => {
    const { schoolId, student, group } = await school();
    const colleague = await member(schoolId, 'teacher');
    const elsewhere = await school();
    for (const actor of [student, colleague, elsewhere.admin, elsewhere.teacher]) {
      const reply = await h.send(
        setGroupPolicy,
        { groupId: group.id, key: 'gamification.enabled', value: false },
        actor,
      );
      expect(reply.ok ? 'ok' : ['FORBIDDEN', 'NOT_FOUND'].includes(reply.error.code)).toBe(true);
      expect(await h.send(listGroupPolicies, { groupId: group.id }, actor)).toMatchObject({ ok: false });
    }
    expect(await sql(`SELECT 1 FROM policy_settings WHERE group_id = $1`, [group.id])).toEqual([]);
  });

  it('shows each override with who and when: the board its schools’, a school its groups’, nobody another’s', async () => {
    const one = await school();
    const other = await school();
    await h.ok(
      setPolicy,
      { key: 'inventory.chargeFamilies', value: false, allowOverride: true },
      one.boardAdmin,
    );
    await h.ok(setPolicy, { key: 'inventory.chargeFamilies', value: true, allowOverride: true }, one.admin);
    await h.ok(
      setGroupPolicy,
      { groupId: one.group.id, key: 'gamification.enabled', value: false },
      one.teacher,
    );
    await h.ok(setPolicy, { key: 'inventory.chargeFamilies', value: true, allowOverride: true }, other.admin);

    const board = await h.ok(listPolicyChanges, {}, one.boardAdmin);
    expect(board.changes.map((c) => [c.level, c.key, c.value, c.changedBy])).toEqual([
      ['group', 'gamification.enabled', false, 'Gabrielle Test'],
      ['school', 'inventory.chargeFamilies', true, 'Marc Test'],
      ['board', 'inventory.chargeFamilies', false, 'Hélène Test'],
    ]);
    for (const change of board.changes) expect(Date.parse(change.changedAt)).not.toBeNaN();

    const schoolLog = await h.ok(listPolicyChanges, { limit: 1 }, one.admin);
    expect(schoolLog.changes).toHaveLength(1);
    expect(schoolLog.changes[0]).toMatchObject({ level: 'group', groupId: one.group.id });
    const rest = await h.ok(listPolicyChanges, { cursor: schoolLog.nextCursor! }, one.admin);
    expect(rest.changes.map((c) => c.level)).toEqual(['school']);
    expect(rest.nextCursor).toBeNull();

    for (const actor of [one.teacher, one.student])
      expect(await h.send(listPolicyChanges, {}, actor)).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
  });
});
