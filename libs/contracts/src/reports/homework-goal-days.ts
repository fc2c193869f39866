import { z } from 'zod';
import { goalPeriodMaxDays } from '@crescendo/domain';
import { defineRequest } from '../common/request.js';
import { calendarDaySchema } from '../homework/practice.js';
import { termWorkStudentsMax } from './homework-term-work.js';

/**
 * The days a group's students practised over a goal's weeks (issue 29 §4): one entry per student and day
 * with a practice report, `flagged` when every report of that day carries integrity flags the teacher has not
 * dismissed (the goal counts it for nothing). Days only, never minutes. A system request (actor `null`) only
 * the reports service sends (the NATS boundary), after groups said the actor teaches or is in the group.
 */
export const listGoalPracticeDays = defineRequest(
  'homework.goal-days.list',
  z.object({
    organizationId: z.string().uuid(),
    studentIds: z.array(z.string().uuid()).max(termWorkStudentsMax),
    fromDay: calendarDaySchema,
    toDay: calendarDaySchema,
  }),
  z.object({
    days: z
      .array(z.object({ studentId: z.string().uuid(), day: z.string(), flagged: z.boolean() }))
      .max(termWorkStudentsMax * goalPeriodMaxDays),
  }),
);
