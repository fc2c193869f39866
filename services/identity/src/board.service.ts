import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  countSchoolGroups,
  sumSchoolPractice,
  type Actor,
  type BoardSchool,
  type Organization,
  type PayloadOf,
  type ReplyOf,
  type TeamInvitation,
  listBoardSchools,
} from '@crescendo/contracts';
import { dayOf, publishCohort, weekStartOf } from '@crescendo/domain';
import { AppException, Db, ServiceClient } from '@crescendo/service-kit';
import { requireBoardAdmin } from './board-admin.js';
import { boardSchoolsPage, findBoardSchool, insertSchool, type BoardSchoolRow } from './board.store.js';
import { changeSchoolAlias, freeAlias } from './organization-alias.store.js';
import { TeamService } from './team.service.js';

/**
 * A school board's administrator ('Administrateur du centre de services', decision 0050): the board's
 * schools with their figures, a new school, a school's administrator named by invitation. Only the role
 * `board-admin` in a board reaches here; nothing of a school is visible to another board.
 */
@Injectable()
export class BoardService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ServiceClient) private readonly client: ServiceClient,
    @Inject(TeamService) private readonly team: TeamService,
  ) {}

  /** 'Écoles': a page of the board's schools, each with its people, groups and this week's practice. */
  async listSchools(
    actor: Actor | null,
    page: PayloadOf<typeof listBoardSchools>,
  ): Promise<ReplyOf<typeof listBoardSchools>> {
    const boardId = await this.requireBoardAdmin(actor);
    const { schools, nextCursor } = await boardSchoolsPage(this.db, boardId, page);
    return { schools: await this.withFigures(schools), nextCursor };
  }

  async createSchool(actor: Actor | null, name: string): Promise<Organization> {
    const boardId = await this.requireBoardAdmin(actor);
    const id = randomUUID();
    // The alias its Keycloak organisation is to carry (decision 0050), a slug of its name.
    await insertSchool(this.db, { id, name, alias: await freeAlias(this.db, name, id) }, boardId);
    return { id, name };
  }

  /** The school's administrator, invited by mailed link as a school's admin invites (team.service.ts). */
  async inviteSchoolAdmin(actor: Actor | null, schoolId: string, email: string): Promise<TeamInvitation> {
    const boardId = await this.requireBoardAdmin(actor);
    const school = await findBoardSchool(this.db, boardId, schoolId);
    if (!school) throw new AppException('NOT_FOUND', 'identity.schoolNotFound');
    return this.team.inviteTo(school.id, actor!.userId, email, 'admin');
  }

  /**
   * 'Modifier l’alias': the school's Keycloak organisation alias (decision 0050), a school of the actor's board
   * only; an alias another organisation holds is refused ('CONFLICT'), its own kept as it is.
   */
  async setSchoolAlias(
    actor: Actor | null,
    schoolId: string,
    alias: string,
  ): Promise<{ id: string; alias: string }> {
    const boardId = await this.requireBoardAdmin(actor);
    const school = await findBoardSchool(this.db, boardId, schoolId);
    if (!school) throw new AppException('NOT_FOUND', 'identity.schoolNotFound');
    if (!(await changeSchoolAlias(this.db, school.id, alias)))
      throw new AppException('CONFLICT', 'identity.schoolAliasTaken', { params: { alias } });
    return { id: school.id, alias };
  }

  private requireBoardAdmin(actor: Actor | null): Promise<string> {
    return requireBoardAdmin(this.db, actor);
  }

  /**
   * Groups and practice counted by their services for these schools (system requests only identity may
   * send); a school of fewer than 5 students shows neither its students nor its minutes (decision 0050).
   */
  private async withFigures(schools: BoardSchoolRow[]): Promise<BoardSchool[]> {
    if (schools.length === 0) return [];
    const organizationIds = schools.map((school) => school.id);
    const fromDay = weekStartOf(dayOf(new Date()));
    const [groups, practice] = await Promise.all([
      this.client.request(countSchoolGroups, { organizationIds }, null),
      this.client.request(sumSchoolPractice, { organizationIds, fromDay }, null),
    ]);
    const groupsOf = new Map(groups.figures.map((figure) => [figure.organizationId, figure.groups]));
    const minutesOf = new Map(practice.figures.map((figure) => [figure.organizationId, figure.minutes]));
    return schools.map((school) => {
      const published = publishCohort({
        students: school.students,
        practiceMinutesThisWeek: minutesOf.get(school.id) ?? 0,
      });
      return {
        id: school.id,
        name: school.name,
        alias: school.alias,
        teachers: school.teachers,
        groups: groupsOf.get(school.id) ?? 0,
        students: published.withheld ? null : published.students,
        practiceMinutesThisWeek: published.withheld ? null : published.practiceMinutesThisWeek,
        smallCohort: published.withheld,
      };
    });
  }
}
