import {
  clearPolicy,
  createGoal,
  createPracticeReport,
  deleteGroup,
  dismissReportFlags,
  listGroupGoals,
  listMyGoals,
  removeGoal,
  setPolicy,
  userDeleted,
  type Actor,
} from '@crescendo/contracts';
import { dayOf, shiftDay, weekStartOf } from '@crescendo/domain';
import { demoAccountId, demoOrganization } from '@crescendo/domain/demo';
import { actorOf, eventually } from '@crescendo/testing';
import { seedIdentityPeople } from './identity-people.js';
import { startReports, type ReportsHarness } from './reports-harness.js';

// Issue 29 §4 over NATS, on PostgreSQL, with the real identity (its gamification policy), groups (who teaches
// the group) and homework (the days practised): an ensemble goal advances when students report practice, a
// flagged report does not move it, a teacher of another group is refused, and with the policy off nothing
// of it is answered. In the demo school (identity knows it, so its policy can be set), with new people.
const admin: Actor = {
  userId: demoAccountId('admin@demo.crescendo.ca'),
  organizationId: demoOrganization.id,
  roles: ['admin'],
};
const today = dayOf(new Date());
const monday = weekStartOf(today);

let h: ReportsHarness;
beforeAll(async () => {
  h = await startReports({ demo: true });
}, 180_000);
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
  return { teacher, otherTeacher, ana, ben, group };
}

const goalOf = (groupId: string) => ({
  groupId,
  title: '  Pratiquer 1 jour sur 7  ',
  daysPerWeek: 1,
  startsOn: monday,
  endsOn: shiftDay(monday, 27),
});

describe('ensemble goals', () => {
  it('advance when students report practice; a flagged report counts for nothing until its flags are dismissed', async () => {
    const { teacher, ana, ben, group } = await ensemble();
    const goal = await h.ok(createGoal, goalOf(group.id), teacher);
    expect(goal).toMatchObject({ groupId: group.id, title: 'Pratiquer 1 jour sur 7', daysPerWeek: 1 });

    // Nobody has practised yet: both need encouragement.
    let [listed] = (await h.ok(listGroupGoals, { groupId: group.id }, teacher)).goals;
    expect(listed!.weeks.at(-1)).toMatchObject({ from: monday, counted: 2, reached: 0, percent: 0 });
    expect(listed!.needEncouragement.map((s) => s.studentId).sort()).toEqual([ana.userId, ben.userId].sort());

    // Ana practises today (two reports: still one day). Ben's usual is 20 minutes before the goal started;
    // today's 200 minutes are flagged ('longerThanUsual') and count for nothing.
    await h.ok(createPracticeReport, report(today, 30, 'Gammes'), ana);
    await h.ok(createPracticeReport, report(today, 15, 'Étude no 3'), ana);
    for (const back of [10, 9, 8])
      await h.ok(createPracticeReport, report(shiftDay(today, -back), 20, `Choral ${back}`), ben);
    const flagged = await h.ok(createPracticeReport, report(today, 200, 'Concerto'), ben);
    // (The student is not told of flags; the teacher sees them.)

    [listed] = (await h.ok(listGroupGoals, { groupId: group.id }, teacher)).goals;
    expect(listed!.weeks.at(-1)).toMatchObject({ counted: 2, reached: 1, percent: 50, daysAsked: 1 });
    expect(listed!.needEncouragement).toEqual([{ studentId: ben.userId, days: 0 }]);
    // The days before the goal started are not in it: one week per week so far, none before Monday.
    expect(listed!.weeks[0]!.from).toBe(monday);

    // 'Mes objectifs': my own days and the group's share, no other student named.
    const mine = await h.ok(listMyGoals, {}, ana);
    expect(mine.goals).toEqual([
      expect.objectContaining({
        goal: expect.objectContaining({ id: goal.id }),
        myDays: 1,
        thisWeek: expect.objectContaining({ percent: 50, reached: 1, counted: 2 }),
      }),
    ]);
    expect(JSON.stringify(mine)).not.toContain(ben.userId);
    expect((await h.ok(listMyGoals, {}, ben)).goals[0]).toMatchObject({ myDays: 0 });

    // The teacher looks at Ben's report and dismisses its flags: now it counts.
    await h.ok(dismissReportFlags, { reportId: flagged.id }, teacher);
    [listed] = (await h.ok(listGroupGoals, { groupId: group.id }, teacher)).goals;
    expect(listed!.weeks.at(-1)).toMatchObject({ reached: 2, percent: 100 });
    expect(listed!.needEncouragement).toEqual([]);
  });

  it('target sections of the group side by side: a section advances when its students report practice, a flagged report moves nothing', async () => {
    const teacher = actorOf(demoOrganization.id, 'teacher');
    const [flute, trumpet, trombone, singer] = [1, 2, 3, 4].map(() =>
      actorOf(demoOrganization.id, 'student'),
    );
    // Who plays what is identity's (the profile's instrument), asked by the reports when a goal has sections.
    await seedIdentityPeople(h.db, demoOrganization.id, [
      { actor: flute!, firstName: 'Ana', lastName: 'Flûte', instrument: 'Flûte' },
      { actor: trumpet!, firstName: 'Ben', lastName: 'Trompette', instrument: 'Trompette' },
      { actor: trombone!, firstName: 'Cléo', lastName: 'Trombone', instrument: 'Trombone' },
      { actor: singer!, firstName: 'Dan', lastName: 'Chant', instrument: 'Chant' },
    ]);
    const group = await h.groupWith(teacher, [flute!, trumpet!, trombone!, singer!]);
    const sections = [
      { kind: 'instrument' as const, instrument: 'Flûte' },
      { kind: 'family' as const, family: 'cuivres' as const },
    ];
    const goal = await h.ok(
      createGoal,
      { ...goalOf(group.id), title: 'Les flûtes et les cuivres : 1 jour sur 7', sections },
      teacher,
    );
    expect(goal.sections).toEqual(sections);
    const thisWeek = async () => {
      const [listed] = (await h.ok(listGroupGoals, { groupId: group.id }, teacher)).goals;
      return listed!;
    };
    let listed = await thisWeek();
    expect(listed.sections.map((one) => one.weeks.at(-1))).toEqual([
      expect.objectContaining({ counted: 1, reached: 0, percent: 0 }),
      expect.objectContaining({ counted: 2, reached: 0, percent: 0 }),
    ]);
    // The singer is in no section: not counted by the goal, never under it.
    expect(listed.weeks.at(-1)).toMatchObject({ counted: 3, reached: 0 });
    expect(listed.needEncouragement.map((one) => one.studentId)).not.toContain(singer!.userId);

    // The flute practises: her section reaches the goal. The trumpet's usual is 20 minutes; today's 200 are
    // flagged ('longerThanUsual') and move nothing.
    await h.ok(createPracticeReport, report(today, 30, 'Gammes'), flute!);
    for (const back of [10, 9, 8])
      await h.ok(createPracticeReport, report(shiftDay(today, -back), 20, `Choral ${back}`), trumpet!);
    await h.ok(createPracticeReport, report(today, 200, 'Concerto'), trumpet!);
    await h.ok(createPracticeReport, report(today, 30, 'Gammes'), singer!);
    listed = await thisWeek();
    expect(listed.sections.map((one) => one.weeks.at(-1))).toEqual([
      expect.objectContaining({ counted: 1, reached: 1, percent: 100 }),
      expect.objectContaining({ counted: 2, reached: 0, percent: 0 }),
    ]);
    expect(listed.weeks.at(-1)).toMatchObject({ counted: 3, reached: 1, percent: 33 });

    // 'Mes objectifs': each section's share side by side, mine marked, no student named.
    const mine = (await h.ok(listMyGoals, { limit: 20 }, trombone!)).goals.find(
      (g) => g.goal.id === goal.id,
    )!;
    expect(mine.sections).toEqual([
      { section: sections[0], thisWeek: expect.objectContaining({ percent: 100 }), mine: false },
      { section: sections[1], thisWeek: expect.objectContaining({ percent: 0 }), mine: true },
    ]);
    expect(mine.myDays).toBe(0);
    const text = JSON.stringify(mine);
    for (const other of [flute!, trumpet!, singer!]) expect(text).not.toContain(other.userId);
  });

  it('refuse a section twice or more than four', async () => {
    const { teacher, group } = await ensemble();
    const flutes = { kind: 'instrument' as const, instrument: 'Flûte' };
    expect(
      await h.send(
        createGoal,
        { ...goalOf(group.id), sections: [flutes, { ...flutes, instrument: 'flûte' }] },
        teacher,
      ),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        fields: { 'payload.sections.1': 'Cette section est déjà visée par l’objectif.' },
      },
    });
    const five = ['cordes', 'bois', 'cuivres', 'percussions'].map((family) => ({
      kind: 'family' as const,
      family: family as 'cordes',
    }));
    expect(
      await h.send(createGoal, { ...goalOf(group.id), sections: [...five, flutes] }, teacher),
    ).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  });

  it('are set and read by the group’s teachers only; a bad goal is refused and nothing stored', async () => {
    const { teacher, otherTeacher, ana, group } = await ensemble();
    const count = () => h.count(`goals WHERE group_id = $1`, [group.id]);
    for (const stranger of [otherTeacher, ana]) {
      const refused = await h.send(createGoal, goalOf(group.id), stranger);
      expect(refused.ok).toBe(false);
      expect(await h.send(listGroupGoals, { groupId: group.id }, stranger)).toMatchObject({ ok: false });
    }
    expect(await h.send(createGoal, { ...goalOf(group.id), daysPerWeek: 8 }, teacher)).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        fields: { 'payload.daysPerWeek': 'Le nombre de jours par semaine va de 1 à 7.' },
      },
    });
    expect(
      await h.send(createGoal, { ...goalOf(group.id), endsOn: shiftDay(monday, 200) }, teacher),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        fields: { 'payload.endsOn': 'Un objectif couvre au plus une étape (140 jours).' },
      },
    });
    expect(await h.send(createGoal, { ...goalOf(group.id), title: '   ' }, teacher)).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED', fields: { 'payload.title': 'Le titre de l’objectif est requis.' } },
    });
    expect(await count()).toBe(0);

    const goal = await h.ok(createGoal, goalOf(group.id), teacher);
    expect(await h.send(removeGoal, { goalId: goal.id }, otherTeacher)).toMatchObject({ ok: false });
    expect(await count()).toBe(1);
    await h.ok(removeGoal, { goalId: goal.id }, teacher);
    expect(await count()).toBe(0);
  });

  it('answer nothing while the school’s gamification policy is off', async () => {
    const { teacher, ana, group } = await ensemble();
    await h.ok(createGoal, goalOf(group.id), teacher);
    await h.ok(setPolicy, { key: 'gamification.enabled', value: false }, admin);
    try {
      expect(await h.send(createGoal, goalOf(group.id), teacher)).toMatchObject({
        ok: false,
        error: {
          code: 'FORBIDDEN',
          message:
            'Les objectifs d’ensemble sont désactivés pour cette école ou ce groupe (politique de ludification).',
        },
      });
      expect(await h.send(listGroupGoals, { groupId: group.id }, teacher)).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
      expect(await h.ok(listMyGoals, {}, ana)).toEqual({ goals: [], nextCursor: null });
    } finally {
      await h.ok(clearPolicy, { key: 'gamification.enabled' }, admin);
    }
    expect((await h.ok(listMyGoals, {}, ana)).goals).toHaveLength(1);
    expect(await h.count(`goals WHERE group_id = $1`, [group.id])).toBe(1);
  });

  it('go with their deleted group, and forget the teacher who set them when the account is erased', async () => {
    const { teacher, group } = await ensemble();
    await h.ok(createGoal, goalOf(group.id), teacher);
    await h.ok(deleteGroup, { groupId: group.id }, teacher);
    await eventually(
      () => h.count(`goals WHERE group_id = $1`, [group.id]),
      (n) => n === 0,
    );
    const other = await ensemble();
    await h.ok(createGoal, goalOf(other.group.id), other.teacher);
    await h.publishAsIdentity(
      userDeleted.subject,
      { userId: other.teacher.userId, organizationId: demoOrganization.id },
      demoOrganization.id,
    );
    await eventually(
      () => h.count(`goals WHERE group_id = $1 AND created_by IS NULL`, [other.group.id]),
      (n) => n === 1,
    );
  });

  it('has a goal on the demo band', async () => {
    expect(
      await h.count(`goals WHERE organization_id = $1 AND title = 'Pratiquer 5 jours sur 7'`, [
        demoOrganization.id,
      ]),
    ).toBe(1);
  });
});
