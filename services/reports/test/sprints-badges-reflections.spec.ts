import {
  addEvent,
  clearPolicy,
  createPracticeReport,
  createSprint,
  deleteGroup,
  endSprint,
  grantBadge,
  listGroupBadges,
  listGroupReflections,
  listGroupSprints,
  listMyBadges,
  listMySprints,
  listSprintEvents,
  motivationStatus,
  removeBadge,
  removeGroupMember,
  saveReflection,
  setPolicy,
  userDeleted,
  type Actor,
} from '@crescendo/contracts';
import { dayOf, shiftDay } from '@crescendo/domain';
import { demoAccountId, demoOrganization } from '@crescendo/domain/demo';
import { actorOf, eventually } from '@crescendo/testing';
import { startReports, type ReportsHarness } from './reports-harness.js';

// Issue 29 §4 over NATS, on PostgreSQL, with the real identity (the gamification policy), groups (who teaches
// the group), homework (the days practised) and planning (the group's events): a concert sprint ends on the
// group's concert and counts days out of seven with flagged reports for nothing; a teacher grants a badge a
// student alone reads; a student's reflection is read by the group's teachers beside that student's report
// only; with the policy off, nothing of it is answered. In the demo school, with new people.
const admin: Actor = {
  userId: demoAccountId('admin@demo.crescendo.ca'),
  organizationId: demoOrganization.id,
  roles: ['admin'],
};
const today = dayOf(new Date());
const concertDay = shiftDay(today, 10);

let h: ReportsHarness;
beforeAll(async () => {
  h = await startReports({ demo: true, planning: true });
}, 240_000);
afterAll(async () => {
  await h?.send(clearPolicy, { key: 'gamification.enabled' }, admin);
  await h?.close();
});

const report = (practiceDate: string, duration: number, content: string) => ({
  practiceDate,
  duration,
  location: 'home' as const,
  content,
  nextGoals: 'Tempo à 96',
});

async function ensemble() {
  const teacher = actorOf(demoOrganization.id, 'teacher');
  const otherTeacher = actorOf(demoOrganization.id, 'teacher');
  const ana = actorOf(demoOrganization.id, 'student');
  const ben = actorOf(demoOrganization.id, 'student');
  const group = await h.groupWith(teacher, [ana, ben]);
  const concert = await h.ok(
    addEvent,
    {
      title: 'Concert de Noël',
      type: 'concert',
      day: concertDay,
      startTime: '19:00',
      endTime: '21:00',
      groupIds: [group.id],
    },
    teacher,
  );
  return { teacher, otherTeacher, ana, ben, group, concert };
}

async function occurrenceOf(teacher: Actor, groupId: string, eventId: string) {
  const { events } = await h.ok(listSprintEvents, { groupId }, teacher);
  const event = events.find((candidate) => candidate.eventId === eventId);
  expect(event).toMatchObject({ title: 'Concert de Noël', type: 'concert', day: concertDay });
  return event!.occurrenceId;
}

describe('concert sprints (Défi)', () => {
  it('end on the group’s concert, count days of seven and a flagged report for nothing', async () => {
    const { teacher, ana, ben, group, concert } = await ensemble();
    const occurrenceId = await occurrenceOf(teacher, group.id, concert.id);
    const sprint = await h.ok(
      createSprint,
      { groupId: group.id, title: ' Défi du concert ', occurrenceId, daysPerWeek: 1 },
      teacher,
    );
    expect(sprint).toMatchObject({
      title: 'Défi du concert',
      eventId: concert.id,
      eventTitle: 'Concert de Noël',
      startsOn: shiftDay(concertDay, -27),
      endsOn: concertDay,
      endedOn: null,
    });

    await h.ok(createPracticeReport, report(today, 30, 'Gammes'), ana);
    for (const back of [10, 9, 8])
      await h.ok(createPracticeReport, report(shiftDay(today, -back), 20, `Choral ${back}`), ben);
    // 200 minutes against Ben's usual 20: flagged, so nothing this week.
    await h.ok(createPracticeReport, report(today, 200, 'Concerto'), ben);

    const [listed] = (await h.ok(listGroupSprints, { groupId: group.id }, teacher)).sprints;
    expect(listed!.weeks.at(-1)).toMatchObject({ counted: 2, reached: 1, percent: 50, daysAsked: 1 });
    expect(listed!.needEncouragement).toEqual([{ studentId: ben.userId, days: 0 }]);

    const mine = await h.ok(listMySprints, {}, ana);
    expect(mine.sprints).toEqual([
      expect.objectContaining({
        sprint: expect.objectContaining({ id: sprint.id }),
        myDays: 1,
        thisWeek: expect.objectContaining({ percent: 50 }),
      }),
    ]);
    expect(JSON.stringify(mine)).not.toContain(ben.userId);

    // 'Terminer le défi': no longer running for the students; its weeks stay for the teacher.
    expect(await h.ok(endSprint, { sprintId: sprint.id }, teacher)).toMatchObject({ endedOn: today });
    expect((await h.ok(listMySprints, {}, ana)).sprints).toEqual([]);
    const [ended] = (await h.ok(listGroupSprints, { groupId: group.id }, teacher)).sprints;
    expect(ended!.weeks.at(-1)).toMatchObject({ reached: 1 });
    expect(ended!.needEncouragement).toEqual([]);
  });

  it('are started by the group’s teachers only, on an event of the group still to come', async () => {
    const { teacher, otherTeacher, ana, group, concert } = await ensemble();
    const occurrenceId = await occurrenceOf(teacher, group.id, concert.id);
    const fields = { groupId: group.id, title: 'Défi', occurrenceId, daysPerWeek: 4 };
    for (const stranger of [otherTeacher, ana]) {
      expect(await h.send(createSprint, fields, stranger)).toMatchObject({ ok: false });
      expect(await h.send(listSprintEvents, { groupId: group.id }, stranger)).toMatchObject({ ok: false });
    }
    // Another group's event is not this group's.
    // A student who leaves a group: their badges of that group go (nobody of it reads them any more).
    const left = await ensemble();
    await h.ok(
      grantBadge,
      { groupId: left.group.id, studentId: left.ben.userId, kind: 'scale' },
      left.teacher,
    );
    await h.ok(
      grantBadge,
      { groupId: left.group.id, studentId: left.ana.userId, kind: 'scale' },
      left.teacher,
    );
    await h.ok(removeGroupMember, { groupId: left.group.id, studentId: left.ben.userId }, left.teacher);
    await eventually(
      () => h.count(`badges WHERE student_id = $1`, [left.ben.userId]),
      (n) => n === 0,
    );
    expect(await h.count(`badges WHERE student_id = $1`, [left.ana.userId])).toBe(1);

    const other = await ensemble();
    const elsewhere = await occurrenceOf(other.teacher, other.group.id, other.concert.id);
    expect(await h.send(createSprint, { ...fields, occurrenceId: elsewhere }, teacher)).toMatchObject({
      ok: false,
      error: {
        code: 'NOT_FOUND',
        message: 'Cet événement n’est pas au calendrier du groupe dans les 100 prochains jours.',
      },
    });
    expect(await h.send(createSprint, { ...fields, daysPerWeek: 0 }, teacher)).toMatchObject({
      ok: false,
      error: { fields: { 'payload.daysPerWeek': 'Le nombre de jours par semaine va de 1 à 7.' } },
    });
    expect(await h.count(`sprints WHERE group_id = $1`, [group.id])).toBe(0);
  });
});

describe('badges for real evidence', () => {
  it('are granted by the group’s teachers, read by their student alone, taken back by mistake', async () => {
    const { teacher, otherTeacher, ana, ben, group } = await ensemble();
    const badge = await h.ok(
      grantBadge,
      { groupId: group.id, studentId: ana.userId, kind: 'tempo', evidence: '96 à la noire' },
      teacher,
    );
    expect(badge).toMatchObject({ kind: 'tempo', label: null, evidence: '96 à la noire' });
    expect(
      await h.send(grantBadge, { groupId: group.id, studentId: ana.userId, kind: 'custom' }, teacher),
    ).toMatchObject({ ok: false, error: { fields: { 'payload.label': 'Nommez ce badge.' } } });
    const outsider = actorOf(demoOrganization.id, 'student');
    expect(
      await h.send(grantBadge, { groupId: group.id, studentId: outsider.userId, kind: 'scale' }, teacher),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(
      await h.send(grantBadge, { groupId: group.id, studentId: ana.userId, kind: 'piece' }, otherTeacher),
    ).toMatchObject({ ok: false, error: { code: expect.stringMatching(/^(FORBIDDEN|NOT_FOUND)$/) } });

    const mine = await h.ok(listMyBadges, {}, ana);
    expect(mine.badges).toEqual([expect.objectContaining({ id: badge.id, groupName: group.name })]);
    expect((await h.ok(listMyBadges, {}, ben)).badges).toEqual([]);
    expect((await h.ok(listGroupBadges, { groupId: group.id }, teacher)).badges).toHaveLength(1);
    expect(await h.send(removeBadge, { badgeId: badge.id }, otherTeacher)).toMatchObject({ ok: false });
    await h.ok(removeBadge, { badgeId: badge.id }, teacher);
    expect(await h.count(`badges WHERE group_id = $1`, [group.id])).toBe(0);
  });
});

describe('reflections after practice', () => {
  it('are read by the group’s teachers beside their own student’s report only', async () => {
    const { teacher, otherTeacher, ana, ben, group } = await ensemble();
    const practice = await h.ok(createPracticeReport, report(today, 25, 'Étude no 3'), ana);
    expect(await h.ok(motivationStatus, {}, ana)).toEqual({ enabled: true });
    const written = await h.ok(
      saveReflection,
      {
        reportId: practice.id,
        goal: 'Mesures 12 à 16 au tempo',
        strategy: 'Lentement, puis +4',
        outcome: '',
      },
      ana,
    );
    expect(written).toMatchObject({ studentId: ana.userId, goal: 'Mesures 12 à 16 au tempo', outcome: '' });
    expect(
      await h.send(saveReflection, { reportId: practice.id, goal: ' ', strategy: '', outcome: '' }, ana),
    ).toMatchObject({
      ok: false,
      error: {
        fields: {
          'payload.goal':
            'Écrivez au moins une ligne : votre objectif, votre stratégie ou comment ça s’est passé.',
        },
      },
    });
    expect(await h.send(saveReflection, { reportId: practice.id, goal: 'x'.repeat(501) }, ana)).toMatchObject(
      {
        ok: false,
        error: { fields: { 'payload.goal': 'Chaque partie de la réflexion compte au plus 500 caractères.' } },
      },
    );
    // Ben writes on Ana's report id: kept as his, never shown beside Ana's report.
    await h.ok(saveReflection, { reportId: practice.id, goal: 'Pas le mien' }, ben);

    const asked = { groupId: group.id, reports: [{ reportId: practice.id, studentId: ana.userId }] };
    const { reflections } = await h.ok(listGroupReflections, asked, teacher);
    expect(reflections).toEqual([
      expect.objectContaining({ studentId: ana.userId, strategy: 'Lentement, puis +4' }),
    ]);
    expect(await h.send(listGroupReflections, asked, otherTeacher)).toMatchObject({ ok: false });
    const stranger = actorOf(demoOrganization.id, 'student');
    expect(
      (
        await h.ok(
          listGroupReflections,
          { groupId: group.id, reports: [{ reportId: practice.id, studentId: stranger.userId }] },
          teacher,
        )
      ).reflections,
    ).toEqual([]);
  });
});

describe('with the gamification policy off', () => {
  it('answers nothing of sprints, badges and reflections, and refuses to write them', async () => {
    const { teacher, ana, group, concert } = await ensemble();
    const occurrenceId = await occurrenceOf(teacher, group.id, concert.id);
    await h.ok(createSprint, { groupId: group.id, title: 'Défi', occurrenceId, daysPerWeek: 3 }, teacher);
    await h.ok(grantBadge, { groupId: group.id, studentId: ana.userId, kind: 'scale' }, teacher);
    const practice = await h.ok(createPracticeReport, report(today, 25, 'Gammes'), ana);
    await h.ok(setPolicy, { key: 'gamification.enabled', value: false }, admin);
    try {
      const off = {
        ok: false,
        error: {
          code: 'FORBIDDEN',
          message:
            'Les défis, badges et réflexions sont désactivés pour cette école ou ce groupe (politique de ludification).',
        },
      };
      expect(
        await h.send(
          createSprint,
          { groupId: group.id, title: 'Défi', occurrenceId, daysPerWeek: 3 },
          teacher,
        ),
      ).toMatchObject(off);
      expect(await h.send(listGroupSprints, { groupId: group.id }, teacher)).toMatchObject(off);
      expect(await h.send(listSprintEvents, { groupId: group.id }, teacher)).toMatchObject(off);
      expect(
        await h.send(grantBadge, { groupId: group.id, studentId: ana.userId, kind: 'tempo' }, teacher),
      ).toMatchObject(off);
      expect(await h.send(listGroupBadges, { groupId: group.id }, teacher)).toMatchObject(off);
      expect(await h.send(listGroupReflections, { groupId: group.id, reports: [] }, teacher)).toMatchObject(
        off,
      );
      expect(await h.send(saveReflection, { reportId: practice.id, goal: 'Tempo' }, ana)).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
      expect(await h.ok(motivationStatus, {}, ana)).toEqual({ enabled: false });
      expect(await h.ok(listMySprints, {}, ana)).toEqual({ sprints: [], nextCursor: null });
      expect(await h.ok(listMyBadges, {}, ana)).toEqual({ badges: [], nextCursor: null });
    } finally {
      await h.ok(clearPolicy, { key: 'gamification.enabled' }, admin);
    }
    expect((await h.ok(listMyBadges, {}, ana)).badges).toHaveLength(1);
    expect(await h.count(`reflections WHERE student_id = $1`, [ana.userId])).toBe(0);
  });
});

describe('deletions', () => {
  it('take a group’s sprints and badges with it, a student’s badges and reflections with their account', async () => {
    const { teacher, ana, group, concert } = await ensemble();
    const occurrenceId = await occurrenceOf(teacher, group.id, concert.id);
    await h.ok(createSprint, { groupId: group.id, title: 'Défi', occurrenceId, daysPerWeek: 3 }, teacher);
    await h.ok(grantBadge, { groupId: group.id, studentId: ana.userId, kind: 'piece' }, teacher);
    await h.ok(deleteGroup, { groupId: group.id }, teacher);
    await eventually(
      async () =>
        (await h.count(`sprints WHERE group_id = $1`, [group.id])) +
        (await h.count(`badges WHERE group_id = $1`, [group.id])),
      (n) => n === 0,
    );

    const other = await ensemble();
    await h.ok(
      grantBadge,
      { groupId: other.group.id, studentId: other.ana.userId, kind: 'tempo' },
      other.teacher,
    );
    await h.ok(
      grantBadge,
      { groupId: other.group.id, studentId: other.ben.userId, kind: 'tempo' },
      other.teacher,
    );
    const practice = await h.ok(createPracticeReport, report(today, 25, 'Gammes'), other.ana);
    await h.ok(saveReflection, { reportId: practice.id, goal: 'Tempo' }, other.ana);
    await h.publishAsIdentity(
      userDeleted.subject,
      { userId: other.ana.userId, organizationId: demoOrganization.id },
      demoOrganization.id,
    );
    await eventually(
      async () =>
        (await h.count(`badges WHERE student_id = $1`, [other.ana.userId])) +
        (await h.count(`reflections WHERE student_id = $1`, [other.ana.userId])),
      (n) => n === 0,
    );
    await h.publishAsIdentity(
      userDeleted.subject,
      { userId: other.teacher.userId, organizationId: demoOrganization.id },
      demoOrganization.id,
    );
    await eventually(
      () => h.count(`badges WHERE student_id = $1 AND granted_by IS NULL`, [other.ben.userId]),
      (n) => n === 1,
    );
  });
});
