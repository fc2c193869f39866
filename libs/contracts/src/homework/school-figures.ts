import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import {
  boardProgrammeSchema,
  maxSchoolsPerCohortsRequest,
  schoolCohortsSchema,
  schoolIdsSchema,
} from '../common/school-figures.js';
import { calendarDaySchema } from './practice.js';

/**
 * Each school's practice from `fromDay` on (the day practised, as reports say it): the minutes logged and how
 * many students logged them; a school without any answers zeros.
 */
export const sumSchoolPractice = defineRequest(
  'homework.school-figures.practice',
  z.object({ organizationIds: schoolIdsSchema, fromDay: calendarDaySchema }),
  z.object({
    figures: z.array(
      z.object({
        organizationId: z.string().uuid(),
        minutes: z.number().int(),
        students: z.number().int(),
      }),
    ),
  }),
);

/** A school's or a programme's week, counted by homework; identity withholds what is about fewer than 5 students. */
export const weekFiguresSchema = z.object({
  /** Minutes practised in the period, and how many students practised at least once (active students). */
  practiceMinutes: z.number().int().nonnegative(),
  activeStudents: z.number().int().nonnegative(),
  /**
   * Assignments due in the period, one per student given one; how many were handed in; the students given work,
   * counted as the largest assignment's (a lower bound: the small-cohort rule withholds more, never less).
   */
  assigned: z.number().int().nonnegative(),
  handedIn: z.number().int().nonnegative(),
  assignedStudents: z.number().int().nonnegative(),
});
export type WeekFigures = z.infer<typeof weekFiguresSchema>;

/**
 * The board dashboard's week (decision 0050) for each school and each of its programmes: the school's figures
 * from all its practice and assignments; a programme's from its students' practice and its groups' assignments
 * (a student of two programmes counts in both). Days are calendar days as reports say them, both included.
 */
export const sumSchoolWeeks = defineRequest(
  'homework.school-figures.weeks',
  z.object({
    fromDay: calendarDaySchema,
    toDay: calendarDaySchema,
    schools: z.array(schoolCohortsSchema).min(1).max(maxSchoolsPerCohortsRequest),
  }),
  z.object({
    schools: z.array(
      z.object({
        organizationId: z.string().uuid(),
        school: weekFiguresSchema,
        programmes: z.array(weekFiguresSchema.extend({ programme: boardProgrammeSchema })),
      }),
    ),
  }),
);
