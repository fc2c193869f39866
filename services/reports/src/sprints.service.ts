import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  sprintsPerGroupMax,
  type Actor,
  type GoalWeek,
  type GroupSprint,
  type MySprint,
  type PayloadOf,
  type Sprint,
  type createSprint,
  type listGroupSprints,
  type listMySprints,
} from '@crescendo/contracts';
import {
  dayOf,
  goalProgress,
  goalWeekOf,
  goalWeekProgress,
  practisedDays,
  refuseSprintEvent,
  sprintCountedPeriod,
  sprintPeriodOf,
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
  type GamificationPolicyPort,
  type GoalPracticePort,
} from './goal-sources.js';
import { studentGroupsWithGamification, teachWithGamification } from './motivation-gate.js';
import { REPORTS_OPTIONS, type ReportsOptions } from './reports.options.js';
import { SPRINT_EVENTS, type SprintEventsPort } from './sprint-events.js';
import { SPRINT_STORE, decodeSprintCursor, type SprintStore } from './sprint.store.js';

const weekOf = (progress: GoalWeekProgress): GoalWeek => ({
  from: progress.week.from,
  to: progress.week.to,
  daysAsked: progress.daysAsked,
  counted: progress.counted,
  reached: progress.reached,
  percent: progress.percent,
});

/**
 * 'Défi' (issue 29 §4): a concert sprint of a group, four weeks ending on one of its planning events, with a
 * days-per-week goal counted as an ensemble goal's (days out of seven, rest days allowed, flagged reports for
 * nothing). Its teachers create it, end it and follow it; its students see it running in 'Mes objectifs'.
 * Nothing of it while gamification is off for the group (identity decides).
 */
@Injectable()
export class SprintsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(SPRINT_STORE) private readonly sprints: SprintStore,
    @Inject(SPRINT_EVENTS) private readonly events: SprintEventsPort,
    @Inject(GAMIFICATION_POLICY) private readonly policy: GamificationPolicyPort,
    @Inject(GOAL_PRACTICE) private readonly practice: GoalPracticePort,
    @Inject(REPORTS_OPTIONS) private readonly options: ReportsOptions,
  ) {}

  /** The group's events of the next 100 days (the planning's answer to the teacher). */
  async upcomingEvents(actor: Actor | null, groupId: string) {
    requireStaff(actor);
    await this.teach(actor!, groupId);
    return { events: await this.events.upcoming(actor!, groupId, this.today()) };
  }

  async create(actor: Actor | null, input: PayloadOf<typeof createSprint>): Promise<Sprint> {
    const viewer = requireStaff(actor);
    await this.teach(actor!, input.groupId);
    const today = this.today();
    // The planning is asked again: the event must be the group's, as the teacher sees it now.
    const event = (await this.events.upcoming(actor!, input.groupId, today)).find(
      (candidate) => candidate.occurrenceId === input.occurrenceId,
    );
    if (!event) throw new AppException('NOT_FOUND', 'sprints.eventNotFound');
    const refusal = refuseSprintEvent(event.day, today);
    if (refusal) throw AppException.invalid({ occurrenceId: refusal });
    if (
      (await this.sprints.sprintCountOf(this.db, viewer.organizationId, input.groupId)) >= sprintsPerGroupMax
    )
      throw new AppException('CONFLICT', 'sprints.tooMany');
    const period = sprintPeriodOf(event.day);
    return this.sprints.insertSprint(this.db, {
      id: randomUUID(),
      organizationId: viewer.organizationId,
      groupId: input.groupId,
      title: input.title,
      daysPerWeek: input.daysPerWeek,
      eventId: event.eventId,
      eventTitle: event.title,
      startsOn: period.from,
      endsOn: period.to,
      at: this.options.now(),
      by: viewer.userId,
    });
  }

  /** 'Terminer le défi': it stops today (its days after count for nothing); its weeks so far stay. */
  async end(actor: Actor | null, sprintId: string): Promise<Sprint> {
    const viewer = requireStaff(actor);
    const sprint = await this.sprints.findSprint(this.db, viewer.organizationId, sprintId);
    if (!sprint) throw new AppException('NOT_FOUND', 'sprints.notFound');
    await this.teach(actor!, sprint.groupId);
    return this.sprints.endSprintOn(this.db, viewer.organizationId, sprintId, this.today(), viewer.userId);
  }

  async listGroup(actor: Actor | null, query: PayloadOf<typeof listGroupSprints>) {
    const viewer = requireStaff(actor);
    const grant = await this.teach(actor!, query.groupId);
    const after = query.cursor ? decodeSprintCursor(query.cursor) : null;
    const page = await this.sprints.groupSprintsPage(
      this.db,
      viewer.organizationId,
      query.groupId,
      after,
      query.limit,
    );
    const today = this.today();
    const studentIds = grant.group.studentIds;
    const practice = await this.practiceOf(viewer.organizationId, studentIds, page.items, today);
    const students = studentIds.map((studentId) => ({ studentId }));
    const sprints: GroupSprint[] = page.items.map((sprint) => {
      const period = sprintCountedPeriod(sprint);
      const weeks = goalProgress(period, sprint.daysPerWeek, students, practice, today);
      const current = sprint.endedOn === null ? goalWeekOf(period, today) : null;
      const thisWeek = current ? weeks.find((week) => week.week.from === current.from) : undefined;
      return {
        sprint,
        weeks: weeks.map(weekOf),
        needEncouragement: (thisWeek?.students ?? [])
          .filter((student) => !student.reached)
          .map(({ studentId, days }) => ({ studentId, days })),
      };
    });
    return { sprints, nextCursor: page.nextCursor };
  }

  /** 'Mes objectifs': the sprints running today in my groups where gamification is on; my days, no one else's. */
  async listMine(actor: Actor | null, query: PayloadOf<typeof listMySprints>) {
    const viewer = requireStudent(actor);
    const allowed = await studentGroupsWithGamification(this.access, this.policy, actor!);
    if (allowed.length === 0) return { sprints: [], nextCursor: null };
    const today = this.today();
    const after = query.cursor ? decodeSprintCursor(query.cursor) : null;
    const page = await this.sprints.runningSprintsPage(
      this.db,
      viewer.organizationId,
      allowed.map((group) => group.id),
      today,
      after,
      query.limit,
    );
    const groups = new Map(allowed.map((group) => [group.id, group]));
    const studentIds = [...new Set(page.items.flatMap((s) => groups.get(s.groupId)?.studentIds ?? []))];
    const practice = await this.practiceOf(viewer.organizationId, studentIds, page.items, today);
    const sprints: MySprint[] = page.items.map((sprint) => {
      const group = groups.get(sprint.groupId)!;
      const period = sprintCountedPeriod(sprint);
      const me = [{ studentId: viewer.userId }];
      const myWeeksReached = goalProgress(period, sprint.daysPerWeek, me, practice, today).filter(
        (week) => week.reached === 1 && week.week.to < today,
      ).length;
      const week = goalWeekOf(period, today);
      if (!week) return { sprint, groupName: group.name, thisWeek: null, myDays: 0, myWeeksReached };
      const students = group.studentIds.map((studentId) => ({ studentId }));
      const progress = goalWeekProgress(week, sprint.daysPerWeek, students, practice);
      return {
        sprint,
        groupName: group.name,
        thisWeek: weekOf(progress),
        myDays: practisedDays(practice, viewer.userId, week),
        myWeeksReached,
      };
    });
    return { sprints, nextCursor: page.nextCursor };
  }

  private teach(actor: Actor, groupId: string) {
    return teachWithGamification(this.access, this.policy, actor, groupId, 'sprints.groupsNotYours');
  }

  /** One request to homework for the days of every sprint of the page, up to today. */
  private async practiceOf(organizationId: string, studentIds: string[], sprints: Sprint[], today: string) {
    const periods = sprints.map(sprintCountedPeriod).filter((period) => period.from <= today);
    if (periods.length === 0 || studentIds.length === 0) return [];
    const from = periods.map((period) => period.from).sort()[0]!;
    const to = periods
      .map((period) => (period.to < today ? period.to : today))
      .sort()
      .at(-1)!;
    return this.practice.daysOf(organizationId, studentIds, from, to);
  }

  private today(): string {
    return dayOf(this.options.now(), this.options.timeZone);
  }
}
