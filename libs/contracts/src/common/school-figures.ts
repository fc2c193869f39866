import { z } from 'zod';

/**
 * A board's figures are asked of each service for the board's schools (decision 0050), by identity alone
 * (system requests: actor `null`, the NATS boundary lets only identity send them), which decided first that
 * the actor administers the board holding those schools.
 */
export const maxSchoolsPerFiguresRequest = 100;

export const schoolIdsSchema = z.array(z.string().uuid()).min(1).max(maxSchoolsPerFiguresRequest);

/**
 * A group's programme, as `@crescendo/domain`'s `programmeOf` derives it from the group's name: the Quebec music
 * course it names (spec §9's codes), or `other` (contracts stay free of dependencies, so the list is repeated).
 */
export const boardProgrammeSchema = z.enum([
  'mus212',
  'mus215',
  'mus312',
  'mus316',
  'mus413',
  'mus416',
  'mus512',
  'mus515',
  'other',
]);
export type BoardProgrammeName = z.infer<typeof boardProgrammeSchema>;

/**
 * Who a programme of a school is, passed from groups to homework through identity for the board's figures:
 * its groups (not archived) and their students. These ids stay between the school's services: no board answer
 * carries them.
 */
export const programmeCohortSchema = z.object({
  programme: boardProgrammeSchema,
  groupIds: z.array(z.string().uuid()),
  studentIds: z.array(z.string().uuid()),
});
export type ProgrammeCohort = z.infer<typeof programmeCohortSchema>;

export const schoolCohortsSchema = z.object({
  organizationId: z.string().uuid(),
  programmes: z.array(programmeCohortSchema),
});
export type SchoolCohorts = z.infer<typeof schoolCohortsSchema>;

/**
 * The board dashboard asks for at most this many schools at once: a school's cohorts carry its students' ids
 * (about 500 in a large school, 37 bytes each), and the two requests stay well under NATS's 1 MB message limit.
 */
export const maxSchoolsPerCohortsRequest = 20;
export const cohortSchoolIdsSchema = z.array(z.string().uuid()).min(1).max(maxSchoolsPerCohortsRequest);
