import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
import { boardProgrammeSchema, maxSchoolsPerCohortsRequest } from '../common/school-figures.js';
import { calendarDaySchema } from '../homework/practice.js';
import { organizationSchema } from './organization.js';
import { teamInvitationSchema } from './team.js';

/** A school board holds schools; a school belongs to one board or stands alone (decision 0050). */
export const organizationKindSchema = z.enum(['board', 'school']);
export type OrganizationKind = z.infer<typeof organizationKindSchema>;

/**
 * One school as its board sees it on 'Écoles': its people and groups counted, and this week's practice.
 * A school of fewer than 5 students shows neither its student count nor its minutes (`smallCohort`: '< 5').
 */
export const boardSchoolSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** The alias of the school's Keycloak organisation (the token's `organization` claim), null when none. */
  alias: z.string().nullable(),
  teachers: z.number().int().nonnegative(),
  /** Null when withheld (`smallCohort`). */
  students: z.number().int().nonnegative().nullable(),
  groups: z.number().int().nonnegative(),
  /** Minutes logged since Monday (the board's time zone), null when withheld. */
  practiceMinutesThisWeek: z.number().int().nonnegative().nullable(),
  smallCohort: z.boolean(),
});
export type BoardSchool = z.infer<typeof boardSchoolSchema>;

export const boardSchoolsPage: PageSize = { default: 25, max: 100 };

/** 'Écoles': the board's schools by name, a page at a time (board administrators only). */
export const listBoardSchools = defineRequest(
  'identity.board.schools.list',
  z.object(pageQueryShape(boardSchoolsPage)),
  z.object({ schools: z.array(boardSchoolSchema), ...nextCursorShape }),
);

export const schoolNameSchema = z
  .string()
  .trim()
  .min(2, 'validation.schoolNameMin')
  .max(200, 'validation.schoolNameMax');

/** 'Créer une école': a school of the actor's board. */
export const createBoardSchool = defineRequest(
  'identity.board.schools.create',
  z.object({ name: schoolNameSchema }),
  organizationSchema,
);

/**
 * A Keycloak organisation's alias as the platform stores it (decision 0050): a lowercase slug of letters, digits
 * and single hyphens, at most 63 characters, unique among organisations.
 */
export const schoolAliasSchema = z
  .string()
  .trim()
  .max(63, 'validation.schoolAliasMax')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'validation.schoolAlias');

/**
 * 'Modifier l’alias': the alias of a school of the actor's board, as its Keycloak organisation is named (another
 * organisation's alias is refused: `CONFLICT`).
 */
export const setSchoolAlias = defineRequest(
  'identity.board.schools.alias.set',
  z.object({ schoolId: z.string().uuid(), alias: schoolAliasSchema }),
  z.object({ id: z.string().uuid(), alias: z.string() }),
);

/** Names a school's administrator: a mailed invitation to the school, accepted by its link only. */
export const inviteSchoolAdmin = defineRequest(
  'identity.board.schools.invite-admin',
  z.object({ schoolId: z.string().uuid(), email: z.string().trim().toLowerCase().email().max(254) }),
  teamInvitationSchema,
);

/**
 * One figure of the board dashboard: withheld ('< 5') when it is about fewer than 5 students (decision 0050),
 * else its value; a share of assignments handed in is null when no assignment was due.
 */
export const boardFigureSchema = z.discriminatedUnion('withheld', [
  z.object({ withheld: z.literal(true) }),
  z.object({ withheld: z.literal(false), value: z.number().int().nonnegative().nullable() }),
]);
export type BoardFigure = z.infer<typeof boardFigureSchema>;

/** A week's figures of a school or a programme: practice minutes, active students, share handed in (percent). */
export const boardWeekFiguresSchema = z.object({
  practiceMinutes: boardFigureSchema,
  activeStudents: boardFigureSchema,
  handedInPercent: boardFigureSchema,
});
export type BoardWeekFigures = z.infer<typeof boardWeekFiguresSchema>;

export const boardProgrammeFiguresSchema = boardWeekFiguresSchema.extend({
  programme: boardProgrammeSchema,
  groups: z.number().int().nonnegative(),
});
export type BoardProgrammeFigures = z.infer<typeof boardProgrammeFiguresSchema>;

export const boardDashboardSchoolSchema = boardWeekFiguresSchema.extend({
  id: z.string().uuid(),
  name: z.string(),
  /** The school's students (withheld under 5), then its programmes in the order of the course codes. */
  students: boardFigureSchema,
  programmes: z.array(boardProgrammeFiguresSchema),
});
export type BoardDashboardSchool = z.infer<typeof boardDashboardSchoolSchema>;

export const boardDashboardPage: PageSize = {
  default: maxSchoolsPerCohortsRequest,
  max: maxSchoolsPerCohortsRequest,
};

/**
 * The board dashboard (issue 25 §4): this week (Monday to today, the board's time zone) for the board's schools
 * by name, a page at a time, each school with its programmes. No student's name or id is in it.
 */
export const boardDashboard = defineRequest(
  'identity.board.dashboard',
  z.object(pageQueryShape(boardDashboardPage)),
  z.object({
    week: z.object({ from: calendarDaySchema, to: calendarDaySchema }),
    schools: z.array(boardDashboardSchoolSchema),
    ...nextCursorShape,
  }),
);

/**
 * The board dashboard's 'Par programme' over the whole board (issue 25 §4): each programme's week summed over all
 * the board's schools, under the small-cohort rules for totals (decision 0050). At most one entry per programme
 * (9), listed whole.
 */
export const boardProgrammeTotals = defineRequest(
  'identity.board.dashboard.programmes',
  z.object({}),
  z.object({
    week: z.object({ from: calendarDaySchema, to: calendarDaySchema }),
    programmes: z.array(boardProgrammeFiguresSchema),
  }),
);
