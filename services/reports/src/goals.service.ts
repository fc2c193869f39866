import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  Actor,
  Goal,
  GoalWeek,
  GroupGoal,
  MyGoal,
  PayloadOf,
  createGoal,
  listGroupGoals,
  listMyGoals,
} from '@crescendo/contracts';
import {
  dayOf,
  goalProgress,
  goalWeekOf,
  goalWeekProgress,
  playsInSection,
  practisedDays,
  type GoalSection,
  type GoalWeekProgress,
} from '@crescendo/domain';
import {
  AppException,
  Db,
  GroupsAccess,
  requireStaff,
  requireStudent,
  type GroupsAccessPort,
} from '@crescendo/service-kit';
import {
  GAMIFICATION_POLICY,
  GOAL_PRACTICE,
  STUDENT_INSTRUMENTS,
  type GamificationPolicyPort,
  type GoalPracticePort,
  type StudentInstrumentsPort,
} from './goal-sources.js';
import { GOAL_STORE, decodeGoalCursor, type GoalStore } from './goal.store.js';
import { REPORTS_OPTIONS, type ReportsOptions } from './reports.options.js';

/** A group holds at most this many goals (a term's worth of weekly ones and more). */
export const goalsPerGroupMax = 50;

const weekOf = (progress: GoalWeekProgress): GoalWeek => ({
  from: progress.week.from,
  to: progress.week.to,
  daysAsked: progress.daysAsked,
  counted: progress.counted,
  reached: progress.reached,
  percent: progress.percent,
});

/** The students of a section, as their profile's instrument says. */
const inSection = <S extends { studentId: string }>(
  students: readonly S[],
  section: GoalSection,
  instruments: ReadonlyMap<string, string | null>,
): S[] => students.filter((student) => playsInSection(instruments.get(student.studentId) ?? null, section));

/**
 * 'Objectif de l'ensemble' (issue 29 §4): a teacher of the group (groups decides `teach`) sets the group's
 * goal of days with practice out of seven; its teachers follow the share of the students who reach it each
 * week and who needs encouragement; its students see their own days and the group's share — never another
 * student's. Nothing of it while the school's (or group's) gamification policy is off (identity decides).
 */
@Injectable()
export class GoalsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(GOAL_STORE) private readonly goals: GoalStore,
    @Inject(GAMIFICATION_POLICY) private readonly policy: GamificationPolicyPort,
    @Inject(GOAL_PRACTICE) private readonly practice: GoalPracticePort,
    @Inject(STUDENT_INSTRUMENTS) private readonly instruments: StudentInstrumentsPort,
    @Inject(REPORTS_OPTIONS) private readonly options: ReportsOptions,
  ) {}

  async create(actor: Actor | null, input: PayloadOf<typeof createGoal>): Promise<Goal> {
    const viewer = requireStaff(actor);
    await this.teach(actor!, input.groupId);
    if ((await this.goals.goalCountOf(this.db, viewer.organizationId, input.groupId)) >= goalsPerGroupMax)
      throw new AppException('CONFLICT', 'goals.tooMany');
    return this.goals.insertGoal(this.db, {
      id: randomUUID(),
      organizationId: viewer.organizationId,
      groupId: input.groupId,
      title: input.title,
      daysPerWeek: input.daysPerWeek,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
      sections: input.sections,
      at: this.options.now(),
      by: viewer.userId,
    });
  }

  async remove(actor: Actor | null, goalId: string) {
    const viewer = requireStaff(actor);
    const goal = await this.goals.findGoal(this.db, viewer.organizationId, goalId);
    if (!goal) throw new AppException('NOT_FOUND', 'goals.notFound');
    await this.teach(actor!, goal.groupId);
    await this.goals.deleteGoal(this.db, viewer.organizationId, goalId);
    return { removed: true as const };
  }

  /** The group's goals with every week so far, and the students under the goal this week (its teachers). */
  async listGroup(actor: Actor | null, query: PayloadOf<typeof listGroupGoals>) {
    const viewer = requireStaff(actor);
    const grant = await this.teach(actor!, query.groupId);
    const after = query.cursor ? decodeGoalCursor(query.cursor) : null;
    const page = await this.goals.groupGoalsPage(
      this.db,
      viewer.organizationId,
      query.groupId,
      after,
      query.limit,
    );
    const today = this.today();
    const studentIds = grant.group.studentIds;
    const [practice, instruments] = await Promise.all([
      this.practiceOf(viewer.organizationId, studentIds, page.items, today),
      this.instrumentsOf(viewer.organizationId, studentIds, page.items),
    ]);
    const students = studentIds.map((studentId) => ({ studentId }));
    const goals: GroupGoal[] = page.items.map((goal) => {
      const period = { from: goal.startsOn, to: goal.endsOn };
      const sections = goal.sections.map((section) => ({
        section,
        students: inSection(students, section, instruments),
      }));
      // A section goal counts the students of its sections (together for the group's line, each section apart).
      const counted = goal.sections.length
        ? students.filter((student) => sections.some((one) => one.students.includes(student)))
        : students;
      const weeks = goalProgress(period, goal.daysPerWeek, counted, practice, today);
      const current = goalWeekOf(period, today);
      const thisWeek = current ? weeks.find((week) => week.week.from === current.from) : undefined;
      return {
        goal,
        weeks: weeks.map(weekOf),
        sections: sections.map((one) => ({
          section: one.section,
          weeks: goalProgress(period, goal.daysPerWeek, one.students, practice, today).map(weekOf),
        })),
        needEncouragement: (thisWeek?.students ?? [])
          .filter((student) => !student.reached)
          .map(({ studentId, days }) => ({ studentId, days })),
      };
    });
    return { goals, nextCursor: page.nextCursor };
  }

  /**
   * 'Mes objectifs': the goals running today in the student's groups where gamification is on, with their own
   * days this week and the group's share (no ranking, no other student named).
   */
  async listMine(actor: Actor | null, query: PayloadOf<typeof listMyGoals>) {
    const viewer = requireStudent(actor);
    const scope = await this.access.scope(actor!, 'see');
    const allowed = [];
    for (const grant of scope.groups)
      if (await this.policy.allows(actor!, grant.group.id)) allowed.push(grant.group);
    if (allowed.length === 0) return { goals: [], nextCursor: null };
    const today = this.today();
    const after = query.cursor ? decodeGoalCursor(query.cursor) : null;
    const page = await this.goals.runningGoalsPage(
      this.db,
      viewer.organizationId,
      allowed.map((group) => group.id),
      today,
      after,
      query.limit,
    );
    const groups = new Map(allowed.map((group) => [group.id, group]));
    const studentIds = [...new Set(page.items.flatMap((goal) => groups.get(goal.groupId)?.studentIds ?? []))];
    const [practice, instruments] = await Promise.all([
      this.practiceOf(viewer.organizationId, studentIds, page.items, today),
      this.instrumentsOf(viewer.organizationId, studentIds, page.items),
    ]);
    const goals: MyGoal[] = page.items.map((goal) => {
      const group = groups.get(goal.groupId)!;
      const week = goalWeekOf({ from: goal.startsOn, to: goal.endsOn }, today);
      const all = group.studentIds.map((studentId) => ({ studentId }));
      const sections = goal.sections.map((section) => ({
        section,
        students: inSection(all, section, instruments),
        mine: playsInSection(instruments.get(viewer.userId) ?? null, section),
      }));
      const students = goal.sections.length
        ? all.filter((student) => sections.some((one) => one.students.includes(student)))
        : all;
      return {
        goal,
        groupName: group.name,
        thisWeek: week ? weekOf(goalWeekProgress(week, goal.daysPerWeek, students, practice)) : null,
        myDays: week ? practisedDays(practice, viewer.userId, week) : 0,
        // Each section's share side by side: no student of another section is named or counted apart.
        sections: sections.map((one) => ({
          section: one.section,
          thisWeek: week ? weekOf(goalWeekProgress(week, goal.daysPerWeek, one.students, practice)) : null,
          mine: one.mine,
        })),
      };
    });
    return { goals, nextCursor: page.nextCursor };
  }

  /** A teacher of the group (groups decides), with gamification on for it (identity decides). */
  private async teach(actor: Actor, groupId: string) {
    const grant = await this.access.require(actor, groupId, 'teach', { forbidden: 'goals.groupsNotYours' });
    if (!(await this.policy.allows(actor, groupId)))
      throw new AppException('FORBIDDEN', 'goals.gamificationOff');
    return grant;
  }

  /** One request to homework for the days of every goal of the page, up to today. */
  private async practiceOf(organizationId: string, studentIds: string[], goals: Goal[], today: string) {
    const started = goals.filter((goal) => goal.startsOn <= today);
    if (started.length === 0 || studentIds.length === 0) return [];
    const from = started.map((goal) => goal.startsOn).sort()[0]!;
    const to = started
      .map((goal) => (goal.endsOn < today ? goal.endsOn : today))
      .sort()
      .at(-1)!;
    return this.practice.daysOf(organizationId, studentIds, from, to);
  }

  /** The instruments of the students, asked of identity only when a goal of the page has sections. */
  private async instrumentsOf(organizationId: string, studentIds: string[], goals: Goal[]) {
    if (!goals.some((goal) => goal.sections.length > 0) || studentIds.length === 0)
      return new Map<string, string | null>();
    return this.instruments.of(organizationId, studentIds);
  }

  private today(): string {
    return dayOf(this.options.now(), this.options.timeZone);
  }
}
