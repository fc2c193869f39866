import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { checkPeriod, requiredPeriodShape } from './practice-period.js';

/** A student's submission as another service reads it: the assignment's title, the grade and comment. */
export const studentSubmissionSchema = z.object({
  id: z.string().uuid(),
  assignmentId: z.string().uuid(),
  assignmentTitle: z.string(),
  /** The day it was handed in, in the school's calendar ('YYYY-MM-DD'). */
  submittedOn: z.string(),
  late: z.boolean(),
  grade: z.number().int().nullable(),
  feedback: z.string().nullable(),
});
export type StudentSubmission = z.infer<typeof studentSubmissionSchema>;

/** The most a period answers: a term's assignments, with room to spare. */
export const studentSubmissionsMax = 200;

/**
 * One student's submissions handed in over a period, newest first (at most `studentSubmissionsMax`): for
 * Maestro IA's 'Bilan de l’élève' (issue 30 §2), asked as a teacher of one of the student's groups (groups
 * decides) or an admin of the school.
 */
export const listStudentSubmissions = defineRequest(
  'homework.submission.of-student',
  z
    .object({ studentId: z.string().uuid('validation.studentRequired'), ...requiredPeriodShape })
    .superRefine(checkPeriod),
  z.object({ submissions: z.array(studentSubmissionSchema) }),
);
