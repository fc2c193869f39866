import {
  addCoTeacher,
  archiveGroup,
  coTeacherSubjects,
  createGroup,
  deleteGroup,
  getGroup,
  getGroupRoster,
  groupSubjects,
  listGroups,
  moveGroupMember,
  regenerateCode,
  removeCoTeacher,
  removeGroupMember,
  updateGroup,
  type Actor,
  type Reply,
} from '@crescendo/contracts';
import {
  checkMatrix,
  checkNatsMatrix,
  expecting,
  matrixCases,
  serviceEnv,
  serviceNatsCells,
  twoOrganizationsMatrix,
} from '@crescendo/testing';
import { startGroups, type GroupsHarness } from './groups-harness.js';

/** Who may do what to a group of `home.teacher` with `home.student` in it: its staff, and its members. */
const { home, away, actors, groupStaff: staffOnly, groupMembers: readers } = twoOrganizationsMatrix();

/** Past the access rule, a co-teacher who is nobody of the school is refused by the colleague check. */
const staffReachingTheColleagueCheck = expecting(
  staffOnly,
  ['VALIDATION_FAILED'],
  'home admin',
  'home teacher (owner)',
);

const table = {
  [groupSubjects.get]: readers,
  [groupSubjects.roster]: readers,
  [groupSubjects.update]: staffOnly,
  [groupSubjects.archive]: staffOnly,
  [groupSubjects.delete]: staffOnly,
  [groupSubjects.regenerateCode]: staffOnly,
  [groupSubjects.removeMember]: staffOnly,
  [groupSubjects.moveMember]: staffOnly,
  [coTeacherSubjects.add]: staffReachingTheColleagueCheck,
  [coTeacherSubjects.remove]: staffOnly,
};

describe('groups: authorization matrix (two organisations, every endpoint on one group)', () => {
  let h: GroupsHarness;

  beforeAll(async () => {
    h = await startGroups();
  }, 90_000);
  afterAll(() => h?.close());

  /** A fresh group per cell, so an allowed change never spoils the next cell. */
  async function call(endpoint: string, name: string): Promise<Reply<unknown>> {
    const actor = actors[name] as Actor | null;
    const group = await h.groupWith(home.teacher, [home.student]);
    const target = await h.groupWith(home.teacher);
    const groupId = group.id;
    const studentId = home.student.userId;
    switch (endpoint) {
      case groupSubjects.get:
        return h.send(getGroup, { groupId }, actor);
      case groupSubjects.roster:
        return h.send(getGroupRoster, { groupId }, actor);
      case groupSubjects.update:
        return h.send(updateGroup, { groupId, name: 'Renommé' }, actor);
      case groupSubjects.archive:
        return h.send(archiveGroup, { groupId, archived: true }, actor);
      case groupSubjects.delete:
        return h.send(deleteGroup, { groupId }, actor);
      case groupSubjects.regenerateCode:
        return h.send(regenerateCode, { groupId }, actor);
      case groupSubjects.removeMember:
        return h.send(removeGroupMember, { groupId, studentId }, actor);
      case groupSubjects.moveMember:
        return h.send(moveGroupMember, { groupId, studentId, toGroupId: target.id }, actor);
      case coTeacherSubjects.add:
        return h.send(addCoTeacher, { groupId, teacherId: crypto.randomUUID() }, actor);
      case coTeacherSubjects.remove: {
        const teacherId = crypto.randomUUID();
        await h.db.query(
          `INSERT INTO group_teachers (group_id, teacher_id, organization_id) VALUES ($1, $2, $3)`,
          [groupId, teacherId, home.organizationId],
        );
        return h.send(removeCoTeacher, { groupId, teacherId }, actor);
      }
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  it('answers every cell as the table says', async () => {
    expect(await checkMatrix(matrixCases(table), call)).toEqual([]);
  });

  it('changes nothing when a denied actor tries every change', async () => {
    const group = await h.groupWith(home.teacher, [home.student]);
    const target = await h.groupWith(home.teacher);
    const before = await h.ok(getGroup, { groupId: group.id }, home.admin);
    const outboxBefore = await h.count('outbox');
    for (const [name, expected] of Object.entries(staffOnly)) {
      if (expected !== 'denied') continue;
      const actor = actors[name] as Actor | null;
      const groupId = group.id;
      const studentId = home.student.userId;
      await h.send(updateGroup, { groupId, name: 'Piraté' }, actor);
      await h.send(archiveGroup, { groupId, archived: true }, actor);
      await h.send(regenerateCode, { groupId }, actor);
      await h.send(removeGroupMember, { groupId, studentId }, actor);
      await h.send(moveGroupMember, { groupId, studentId, toGroupId: target.id }, actor);
      await h.send(deleteGroup, { groupId }, actor);
    }
    expect(await h.ok(getGroup, { groupId: group.id }, home.admin)).toEqual(before);
    expect(await h.count('outbox')).toBe(outboxBefore);
  });

  it('gives a denied reader no data at all, not even whether the group exists', async () => {
    const group = await h.groupWith(home.teacher, [home.student]);
    for (const name of [
      'away admin',
      'away teacher',
      'home teacher (another group)',
      'home student (not a member)',
    ]) {
      const reply = await h.send(getGroup, { groupId: group.id }, actors[name] as Actor);
      expect(reply).toEqual({
        ok: false,
        error: { code: 'NOT_FOUND', message: 'Groupe introuvable.', messageKey: 'groups.notFound' },
      });
    }
  });

  it('lists nothing of the home organisation to the away organisation', async () => {
    await h.groupWith(home.teacher, [home.student]);
    for (const name of ['away admin', 'away teacher', 'away student']) {
      expect((await h.ok(listGroups, {}, actors[name] as Actor)).groups).toEqual([]);
    }
  });

  it('never takes the organisation from the payload: an admin creates only in their own', async () => {
    const smuggled = { name: 'Cheval de Troie', organizationId: home.organizationId } as { name: string };
    const created = await h.ok(createGroup, smuggled, away.admin);
    expect(created.organizationId).toBe(away.organizationId);
  });

  // The NATS half: what each service's credentials may do with groups' subjects (decision 0014).
  it('every NATS user does with groups’ subjects only what its declaration allows', async () => {
    const groupId = crypto.randomUUID();
    const organizationId = crypto.randomUUID();
    const cells = serviceNatsCells('groups', {
      users: ['gateway', 'identity', 'groups'],
      gatewayPublishes: [groupSubjects.delete, groupSubjects.list],
      answers: [groupSubjects.list],
      privacy: true,
      also: [
        { subscribe: groupSubjects.join, by: [] },
        // The read audit's question (issue 31 §4): a system request identity alone sends.
        { publish: 'groups.taught-students.list', by: ['identity'] },
        {
          publish: 'evt.groups.group.deleted',
          body: {
            id: crypto.randomUUID(),
            subject: 'evt.groups.group.deleted',
            occurredAt: new Date().toISOString(),
            organizationId,
            data: { groupId, organizationId },
          },
          by: ['groups'],
        },
        // Groups consumes identity's erasures; it never publishes them.
        { publish: 'evt.identity.user.deleted', body: {}, by: ['identity'] },
      ],
    });
    expect(await checkNatsMatrix(h.nats, serviceEnv().NATS_PREFIX!, cells)).toEqual([]);
  });
});
