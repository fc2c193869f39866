import { Inject, Injectable } from '@nestjs/common';
import {
  boardDashboard,
  boardDashboardPage,
  boardProgrammeTotals,
  listSchoolCohorts,
  sumSchoolWeeks,
  type Actor,
  type PayloadOf,
  type ReplyOf,
} from '@crescendo/contracts';
import { dayOf, weekStartOf } from '@crescendo/domain';
import { Db, ServiceClient } from '@crescendo/service-kit';
import { requireBoardAdmin } from './board-admin.js';
import { dashboardSchool } from './board-dashboard.figures.js';
import { BoardProgrammeTotals } from './board-programme-totals.js';
import { boardSchoolsPage, type BoardSchoolRow } from './board.store.js';

/**
 * The board dashboard (issue 25 §4, decision 0050): this week's practice, active students and assignments
 * handed in, per school and per programme, a page of the board's schools at a time. Per page, one statement
 * here, one request to groups (each school's programmes and who is in them) and one to homework (their week):
 * never one per school. The students' ids go from groups to homework through here and no further.
 */
@Injectable()
export class BoardDashboardService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ServiceClient) private readonly client: ServiceClient,
  ) {}

  async dashboard(
    actor: Actor | null,
    page: PayloadOf<typeof boardDashboard>,
  ): Promise<ReplyOf<typeof boardDashboard>> {
    const boardId = await requireBoardAdmin(this.db, actor);
    const today = dayOf(new Date());
    const week = { from: weekStartOf(today), to: today };
    const { schools, nextCursor } = await boardSchoolsPage(this.db, boardId, page);
    if (schools.length === 0) return { week, schools: [], nextCursor };
    const { cohorts, weeks } = await this.weeksOf(schools, week);
    return {
      week,
      schools: schools.map((school, index) =>
        dashboardSchool(school, weeks[index]!, cohorts[index]!.programmes),
      ),
      nextCursor,
    };
  }

  /**
   * 'Par programme' over the whole board: every page of the board's schools (20 at a time, as the dashboard asks
   * them) summed per programme, then published under the rules for totals (`BoardProgrammeTotals`).
   */
  async programmeTotals(actor: Actor | null): Promise<ReplyOf<typeof boardProgrammeTotals>> {
    const boardId = await requireBoardAdmin(this.db, actor);
    const today = dayOf(new Date());
    const week = { from: weekStartOf(today), to: today };
    const totals = new BoardProgrammeTotals();
    let cursor: string | undefined;
    do {
      const page = await boardSchoolsPage(this.db, boardId, { cursor, limit: boardDashboardPage.max });
      if (page.schools.length > 0) {
        const { cohorts, weeks } = await this.weeksOf(page.schools, week);
        page.schools.forEach((school, index) =>
          totals.add({ students: school.students, week: weeks[index]!, cohorts: cohorts[index]!.programmes }),
        );
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return { week, programmes: totals.published() };
  }

  /** The schools' programmes (groups) and their week (homework): one request to each for the page. */
  private async weeksOf(schools: BoardSchoolRow[], week: { from: string; to: string }) {
    const organizationIds = schools.map((school) => school.id);
    const { schools: cohorts } = await this.client.request(listSchoolCohorts, { organizationIds }, null);
    const { schools: weeks } = await this.client.request(
      sumSchoolWeeks,
      { fromDay: week.from, toDay: week.to, schools: cohorts },
      null,
    );
    return { cohorts, weeks };
  }
}
