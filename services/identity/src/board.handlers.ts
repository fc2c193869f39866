import { Controller, Inject } from '@nestjs/common';
import {
  boardDashboard,
  boardProgrammeTotals,
  createBoardSchool,
  inviteSchoolAdmin,
  listBoardSchools,
  setSchoolAlias,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { BoardDashboardService } from './board-dashboard.service.js';
import { BoardService } from './board.service.js';

/** A school board's administrator: 'Écoles', a new school, a school's administrator (decision 0050). */
@Controller()
export class BoardHandlers {
  constructor(
    @Inject(BoardService) private readonly board: BoardService,
    @Inject(BoardDashboardService) private readonly dashboards: BoardDashboardService,
  ) {}

  @Handles(listBoardSchools)
  list(payload: PayloadOf<typeof listBoardSchools>, actor: Actor | null) {
    return this.board.listSchools(actor, payload);
  }

  @Handles(createBoardSchool)
  create(payload: PayloadOf<typeof createBoardSchool>, actor: Actor | null) {
    return this.board.createSchool(actor, payload.name);
  }

  @Handles(inviteSchoolAdmin)
  invite(payload: PayloadOf<typeof inviteSchoolAdmin>, actor: Actor | null) {
    return this.board.inviteSchoolAdmin(actor, payload.schoolId, payload.email);
  }

  @Handles(setSchoolAlias)
  setAlias(payload: PayloadOf<typeof setSchoolAlias>, actor: Actor | null) {
    return this.board.setSchoolAlias(actor, payload.schoolId, payload.alias);
  }

  @Handles(boardDashboard)
  dashboard(payload: PayloadOf<typeof boardDashboard>, actor: Actor | null) {
    return this.dashboards.dashboard(actor, payload);
  }

  @Handles(boardProgrammeTotals)
  programmeTotals(_payload: PayloadOf<typeof boardProgrammeTotals>, actor: Actor | null) {
    return this.dashboards.programmeTotals(actor);
  }
}
