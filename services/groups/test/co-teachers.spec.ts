import {
  addCoTeacher,
  checkGroupAccess,
  getGroup,
  groupsInScope,
  listGroups,
  removeCoTeacher,
  removeGroupMember,
  updateGroup,
  type Actor,
} from '@crescendo/contracts';
import { eventually, startGroups, type GroupsHarness } from './groups-harness.js';
import {
  adminOfNewOrganization,
  removeFromOrganization,
  studentByCode,
  teacherOf,
} from './identity-users.js';

/**
 * Co-teachers (issue 24.1) and the access decisions other services ask for (`groups.access.*`), with real
 * users of the real identity: the band director adds a colleague of the school, who then teaches the group.
 */
describe('groups: co-teachers and access decisions', () => {
  let h: GroupsHarness;
  let admin: Actor;
  let director: Actor;
  let coach: Actor;
  let stranger: Actor;
  let otherAdmin: Actor;

  beforeAll(async () => {
    h = await startGroups();
    const people = { client: h.client, mail: h.mail };
    admin = await adminOfNewOrganization(h.client);
    director = await teacherOf(people, admin);
    coach = await teacherOf(people, admin);
    stranger = await teacherOf(people, admin);
    otherAdmin = await adminOfNewOrganization(h.client);
  }, 120_000);
  afterAll(() => h?.close());

  async function bandWithStudent() {
    const group = await h.groupWith(director);
    const { student } = await studentByCode(h.client, group.connectionCode!);
    return { group, student };
  }

  it('lets the lead teacher add a colleague, who then sees and teaches the group but does not manage it', async () => {
    const { group, student } = await bandWithStudent();
    const added = await h.ok(addCoTeacher, { groupId: group.id, teacherId: coach.userId }, director);
    expect(added.teacherIds).toEqual([director.userId, coach.userId]);
    expect(added.teacherId).toBe(director.userId);

    expect((await h.ok(listGroups, {}, coach)).groups.map((g) => g.id)).toContain(group.id);
    expect((await h.ok(getGroup, { groupId: group.id }, coach)).studentIds).toEqual([student.userId]);

    const teach = await h.ok(checkGroupAccess, { groupIds: [group.id], need: 'teach' }, coach);
    expect(teach.decisions).toEqual([
      expect.objectContaining({
        groupId: group.id,
        access: 'granted',
        relation: 'co-teacher',
        can: ['see', 'teach'],
      }),
    ]);
    const manage = await h.ok(checkGroupAccess, { groupIds: [group.id], need: 'manage' }, coach);
    expect(manage.decisions).toEqual([{ groupId: group.id, access: 'forbidden' }]);
    expect(await h.send(updateGroup, { groupId: group.id, name: 'Pris' }, coach)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(
      await h.send(removeGroupMember, { groupId: group.id, studentId: student.userId }, coach),
    ).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });

    const scope = await h.ok(groupsInScope, { need: 'teach' }, coach);
    expect(scope.organizationWide).toBe(false);
    expect(scope.groups.map(({ group: g }) => g.id)).toEqual([group.id]);
  });

  it('answers each group of a batch on its own: not-found for another’s, forbidden for a student’s teach', async () => {
    const { group, student } = await bandWithStudent();
    const mine = await h.groupWith(stranger);
    const elsewhere = await h.groupWith(otherAdmin);
    const { decisions } = await h.ok(
      checkGroupAccess,
      { groupIds: [group.id, mine.id, elsewhere.id, group.id], need: 'see' },
      stranger,
    );
    expect(decisions.map((d) => [d.groupId, d.access])).toEqual([
      [group.id, 'not-found'],
      [mine.id, 'granted'],
      [elsewhere.id, 'not-found'],
    ]);
    const asStudent = await h.ok(checkGroupAccess, { groupIds: [group.id], need: 'teach' }, student);
    expect(asStudent.decisions).toEqual([{ groupId: group.id, access: 'forbidden' }]);
    expect(await h.send(groupsInScope, { need: 'teach', groupId: group.id }, stranger)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    const adminScope = await h.ok(groupsInScope, { need: 'teach' }, admin);
    expect(adminScope.organizationWide).toBe(true);
    expect(adminScope.groups.map(({ group: g }) => g.id)).toEqual(
      expect.arrayContaining([group.id, mine.id]),
    );
  });

  it('refuses what is not a colleague of the school, the lead teacher, and anyone but the lead or an admin', async () => {
    const { group, student } = await bandWithStudent();
    const refused = (teacherId: string, actor: Actor) =>
      h.send(addCoTeacher, { groupId: group.id, teacherId }, actor);
    expect(await refused(student.userId, director)).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED', fieldMessages: { teacherId: { key: 'groups.coTeacherUnknown' } } },
    });
    expect(await refused(otherAdmin.userId, director)).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED', fieldMessages: { teacherId: { key: 'groups.coTeacherUnknown' } } },
    });
    expect(await refused(director.userId, admin)).toMatchObject({
      ok: false,
      error: { fieldMessages: { teacherId: { key: 'groups.coTeacherIsLead' } } },
    });
    expect(await refused(stranger.userId, stranger)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await refused(coach.userId, otherAdmin)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await h.count('group_teachers WHERE group_id = $1', [group.id])).toBe(0);

    // An admin adds; adding twice changes nothing.
    await h.ok(addCoTeacher, { groupId: group.id, teacherId: coach.userId }, admin);
    const again = await h.ok(addCoTeacher, { groupId: group.id, teacherId: coach.userId }, admin);
    expect(again.teacherIds).toEqual([director.userId, coach.userId]);
  });

  it('lets a co-teacher step down, and the lead or an admin take them off; then they see nothing', async () => {
    const { group } = await bandWithStudent();
    await h.ok(addCoTeacher, { groupId: group.id, teacherId: coach.userId }, director);
    await h.ok(removeCoTeacher, { groupId: group.id, teacherId: coach.userId }, coach);
    expect(await h.send(getGroup, { groupId: group.id }, coach)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(
      await h.send(removeCoTeacher, { groupId: group.id, teacherId: coach.userId }, director),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', messageKey: 'groups.coTeacherNotFound' },
    });
    await h.ok(addCoTeacher, { groupId: group.id, teacherId: coach.userId }, director);
    await h.ok(addCoTeacher, { groupId: group.id, teacherId: stranger.userId }, director);
    // A co-teacher does not take another off.
    expect(
      await h.send(removeCoTeacher, { groupId: group.id, teacherId: stranger.userId }, coach),
    ).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    const after = await h.ok(removeCoTeacher, { groupId: group.id, teacherId: stranger.userId }, director);
    expect(after.teacherIds).toEqual([director.userId, coach.userId]);
  });

  it('makes a co-teacher who becomes the lead teacher no longer a co-teacher', async () => {
    const { group } = await bandWithStudent();
    await h.ok(addCoTeacher, { groupId: group.id, teacherId: coach.userId }, director);
    const moved = await h.ok(updateGroup, { groupId: group.id, teacherId: coach.userId }, admin);
    expect(moved.teacherIds).toEqual([coach.userId]);
  });

  it('takes a colleague who leaves the school off the groups they co-teach', async () => {
    const people = { client: h.client, mail: h.mail };
    const leaving = await teacherOf(people, admin);
    const { group } = await bandWithStudent();
    await h.ok(addCoTeacher, { groupId: group.id, teacherId: leaving.userId }, director);
    await removeFromOrganization(h.client, admin, leaving);
    const teachers = await eventually(
      async () => (await h.ok(getGroup, { groupId: group.id }, director)).teacherIds,
      (ids) => ids.length === 1,
    );
    expect(teachers).toEqual([director.userId]);
  });
});
