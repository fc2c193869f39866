import {
  archiveGroup,
  createGroup,
  getGroupRoster,
  joinGroup,
  listGroups,
  moveGroupMember,
  removeGroupMember,
} from '@crescendo/contracts';
import { actorOf, newTenant } from '@crescendo/testing';
import { startGroups, type GroupsHarness } from './groups-harness.js';

const wrongCode =
  'Ce code de connexion ne correspond à aucun groupe. Vérifiez-le auprès de votre enseignant.';

describe('groups: students join with a code, teachers remove and move them', () => {
  let h: GroupsHarness;

  beforeAll(async () => {
    h = await startGroups();
  }, 90_000);
  afterAll(() => h?.close());

  it('lets a student join with the code, typed loosely, and says so by event', async () => {
    const tenant = newTenant();
    const group = await h.ok(createGroup, { name: 'MUS212 — Harmonie' }, tenant.teacher);
    const typed = ` ${group.connectionCode!.slice(0, 3).toLowerCase()}-${group.connectionCode!.slice(3)} `;
    const joined = await h.ok(joinGroup, { code: typed }, tenant.student);
    expect(joined).toMatchObject({ id: group.id, studentIds: [tenant.student.userId], studentCount: 1 });
    expect(joined.connectionCode).toBeNull();
    expect(
      await h.outbox(`subject = 'evt.groups.membership.added' AND payload->>'groupId' = $1`, [group.id]),
    ).toEqual([
      {
        subject: 'evt.groups.membership.added',
        payload: {
          groupId: group.id,
          organizationId: tenant.organizationId,
          studentId: tenant.student.userId,
          via: 'code',
        },
      },
    ]);
  });

  it('joins once: a second join changes nothing and sends no second event', async () => {
    const tenant = newTenant();
    const group = await h.groupWith(tenant.teacher, [tenant.student]);
    const again = await h.ok(joinGroup, { code: group.connectionCode! }, tenant.student);
    expect(again.studentCount).toBe(1);
    expect(
      await h.count(`outbox WHERE subject = 'evt.groups.membership.added' AND payload->>'groupId' = $1`, [
        group.id,
      ]),
    ).toBe(1);
  });

  it.each([
    ['an unknown code', 'ZZZZZZ'],
    ['a code too short', 'ABC'],
    ['a code with symbols', 'AB#123'],
  ])('refuses %s with a clear French error and changes nothing', async (_what, code) => {
    const { student } = newTenant();
    const before = await h.count('group_members');
    const reply = await h.send(joinGroup, { code }, student);
    expect(reply).toEqual({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        message: wrongCode,
        messageKey: 'groups.wrongCode',
        fields: { code: wrongCode },
        fieldMessages: { code: { key: 'groups.wrongCode' } },
      },
    });
    expect(await h.count('group_members')).toBe(before);
  });

  it('refuses another organisation’s code exactly like a wrong one', async () => {
    const home = newTenant();
    const away = newTenant();
    const group = await h.ok(createGroup, { name: 'Chorale' }, home.teacher);
    const reply = await h.send(joinGroup, { code: group.connectionCode! }, away.student);
    expect(reply).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED', message: wrongCode } });
    expect(await h.count('group_members WHERE group_id = $1', [group.id])).toBe(0);
  });

  it('refuses an archived group’s code', async () => {
    const tenant = newTenant();
    const group = await h.ok(createGroup, { name: 'Ancien' }, tenant.teacher);
    await h.ok(archiveGroup, { groupId: group.id, archived: true }, tenant.teacher);
    expect(await h.send(joinGroup, { code: group.connectionCode! }, tenant.student)).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: wrongCode },
    });
  });

  it('lets a student be in several groups (band and choir)', async () => {
    const tenant = newTenant();
    const band = await h.groupWith(tenant.teacher, [tenant.student], 'Harmonie');
    const choir = await h.groupWith(tenant.otherTeacher, [tenant.student], 'Chorale');
    const mine = await h.ok(listGroups, {}, tenant.student);
    expect(mine.groups.map((g) => g.id).sort()).toEqual([band.id, choir.id].sort());
  });

  it('lets a user with no organisation yet join (sign-up’s student path), for identity to attach them', async () => {
    const tenant = newTenant();
    const group = await h.ok(createGroup, { name: 'Orchestre' }, tenant.teacher);
    const newcomer = actorOf(null, 'teacher');
    const joined = await h.ok(joinGroup, { code: group.connectionCode! }, newcomer);
    expect(joined.studentIds).toEqual([newcomer.userId]);
    const [event] = await h.outbox(`payload->>'studentId' = $1`, [newcomer.userId]);
    expect(event!.payload).toMatchObject({ organizationId: tenant.organizationId, via: 'code' });
  });

  it('refuses teachers and admins: codes are for students', async () => {
    const tenant = newTenant();
    const group = await h.ok(createGroup, { name: 'Jazz' }, tenant.teacher);
    for (const actor of [tenant.otherTeacher, tenant.admin]) {
      expect(await h.send(joinGroup, { code: group.connectionCode! }, actor)).toMatchObject({
        error: {
          code: 'FORBIDDEN',
          message: 'Seuls les élèves rejoignent un groupe avec un code de connexion.',
        },
      });
    }
  });

  it('shows the roster to the teacher, the admin and the group’s students, in joining order', async () => {
    const tenant = newTenant();
    const group = await h.groupWith(tenant.teacher, [tenant.student, tenant.otherStudent]);
    for (const actor of [tenant.teacher, tenant.admin, tenant.student]) {
      const roster = await h.ok(getGroupRoster, { groupId: group.id }, actor);
      expect(roster.students.map((s) => s.studentId)).toEqual([
        tenant.student.userId,
        tenant.otherStudent.userId,
      ]);
    }
  });

  it('removes a student from a group, and says so by event', async () => {
    const tenant = newTenant();
    const group = await h.groupWith(tenant.teacher, [tenant.student, tenant.otherStudent]);
    const reply = await h.ok(
      removeGroupMember,
      { groupId: group.id, studentId: tenant.student.userId },
      tenant.teacher,
    );
    expect(reply).toEqual({ removed: true });
    const roster = await h.ok(getGroupRoster, { groupId: group.id }, tenant.teacher);
    expect(roster.students.map((s) => s.studentId)).toEqual([tenant.otherStudent.userId]);
    const [event] = await h.outbox(`subject = 'evt.groups.membership.removed' AND payload->>'groupId' = $1`, [
      group.id,
    ]);
    expect(event!.payload).toEqual({
      groupId: group.id,
      organizationId: tenant.organizationId,
      studentId: tenant.student.userId,
      reason: 'removed',
    });
    const again = await h.send(
      removeGroupMember,
      { groupId: group.id, studentId: tenant.student.userId },
      tenant.teacher,
    );
    expect(again).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'Cet élève ne fait pas partie de ce groupe.' },
    });
  });

  it('moves a student between two groups of the teacher', async () => {
    const tenant = newTenant();
    const from = await h.groupWith(tenant.teacher, [tenant.student], 'MUS212');
    const to = await h.groupWith(tenant.teacher, [], 'MUS215');
    const moved = await h.ok(
      moveGroupMember,
      { groupId: from.id, studentId: tenant.student.userId, toGroupId: to.id },
      tenant.teacher,
    );
    expect(moved.from.studentIds).toEqual([]);
    expect(moved.to.studentIds).toEqual([tenant.student.userId]);
    // One transaction: both events carry the same time, so compare them as a set.
    const events = await h.outbox(
      `payload->>'studentId' = $1 AND (payload->>'reason' = 'moved' OR payload->>'via' = 'move')`,
      [tenant.student.userId],
    );
    expect(events.map((e) => [e.subject, e.payload.groupId])).toEqual([
      ['evt.groups.membership.added', to.id],
      ['evt.groups.membership.removed', from.id],
    ]);
  });

  it('refuses a move to a group of another teacher, to the same group, or of a student not in the group', async () => {
    const tenant = newTenant();
    const from = await h.groupWith(tenant.teacher, [tenant.student]);
    const theirs = await h.groupWith(tenant.otherTeacher);
    const move = (toGroupId: string, studentId = tenant.student.userId) =>
      h.send(moveGroupMember, { groupId: from.id, studentId, toGroupId }, tenant.teacher);
    expect(await move(theirs.id)).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(await move(from.id)).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const mine = await h.groupWith(tenant.teacher);
    expect(await move(mine.id, tenant.otherStudent.userId)).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(await h.count('group_members WHERE student_id = $1', [tenant.student.userId])).toBe(1);
    expect(await h.count('group_members WHERE group_id = $1', [mine.id])).toBe(0);
  });

  it('lets an admin move a student between any two groups of the organisation', async () => {
    const tenant = newTenant();
    const from = await h.groupWith(tenant.teacher, [tenant.student]);
    const to = await h.groupWith(tenant.otherTeacher);
    const moved = await h.ok(
      moveGroupMember,
      { groupId: from.id, studentId: tenant.student.userId, toGroupId: to.id },
      tenant.admin,
    );
    expect(moved.to.studentCount).toBe(1);
  });
});
