import { z } from 'zod';
import { defineRequest } from '../common/request.js';

export const maxEnsuredStudents = 1000;

/**
 * A Classroom roster's students as users of the organisation (spec §4): each matched by e-mail to a student
 * of the organisation, otherwise created as a student of it (address proven by Google) and mailed how to
 * sign in. An address that belongs to someone else (a teacher, another organisation) is left out
 * (`userId: null`). A system request (actor `null`) only classroom-sync may send (the NATS boundary).
 */
export const ensureClassroomStudents = defineRequest(
  'identity.student.ensure',
  z.object({
    organizationId: z.string().uuid(),
    /** The teacher the group is for: named in the welcome mail. */
    teacherId: z.string().uuid(),
    groupName: z.string().max(200),
    /**
     * Match only (a roster re-sync weighing a change, decision 0036): nothing is created nor mailed; an
     * address that would be created answers `userId: null, created: true`.
     */
    dryRun: z.boolean().optional(),
    students: z
      .array(
        z.object({
          email: z.string().trim().toLowerCase().email().max(254),
          firstName: z.string().trim().max(100),
          lastName: z.string().trim().max(100),
        }),
      )
      .max(maxEnsuredStudents),
  }),
  z.object({
    students: z.array(
      z.object({
        email: z.string(),
        userId: z.string().uuid().nullable(),
        created: z.boolean(),
      }),
    ),
  }),
);
