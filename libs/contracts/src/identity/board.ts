import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
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

/** Names a school's administrator: a mailed invitation to the school, accepted by its link only. */
export const inviteSchoolAdmin = defineRequest(
  'identity.board.schools.invite-admin',
  z.object({ schoolId: z.string().uuid(), email: z.string().trim().toLowerCase().email().max(254) }),
  teamInvitationSchema,
);
