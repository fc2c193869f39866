import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { calendarDaySchema } from '../homework/practice.js';

export const termWorkStudentsMax = 500;

/**
 * What homework counts of a group's students over a term (issue 29 §3), for their report cards: days with a
 * practice report (flagged reports left out unless the teacher dismissed the flags), the group's assignments
 * due in the term given to them, those handed in, and the average of those graded. A system request (actor
 * `null`) only the reports service sends (the NATS boundary), after groups said the actor teaches the group.
 */
export const sumTermWork = defineRequest(
  'homework.term-work.sum',
  z.object({
    organizationId: z.string().uuid(),
    groupId: z.string().uuid(),
    studentIds: z.array(z.string().uuid()).max(termWorkStudentsMax),
    fromDay: calendarDaySchema,
    toDay: calendarDaySchema,
  }),
  z.object({
    students: z.array(
      z.object({
        studentId: z.string().uuid(),
        practiceDays: z.number().int().min(0),
        assigned: z.number().int().min(0),
        handedIn: z.number().int().min(0),
        graded: z.number().int().min(0),
        gradedAverage: z.number().int().min(0).max(100).nullable(),
      }),
    ),
  }),
);
