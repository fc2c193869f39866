import { z } from 'zod';
import { defineRequest } from '../common/request.js';

export const maxTaughtStudentsAsked = 200;

/**
 * Of these students, those in a group of the organisation (archived ones included: a report card outlives its
 * group) that this person leads or co-teaches. The read audit's question (issue 31 §4, decision 0067): was an
 * administrator who also teaches reading students of their own groups? Groups answers, for the teaching alone
 * (an administrator's right over every group is left aside). A system request (actor `null`) only identity may
 * send (the NATS boundary).
 */
export const listTaughtStudents = defineRequest(
  'groups.taught-students.list',
  z.object({
    organizationId: z.string().uuid(),
    teacherId: z.string().uuid(),
    studentIds: z.array(z.string().uuid()).min(1).max(maxTaughtStudentsAsked),
  }),
  z.object({ taughtStudentIds: z.array(z.string().uuid()) }),
);
