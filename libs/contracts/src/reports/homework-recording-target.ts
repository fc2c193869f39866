import { z } from 'zod';
import { defineRequest } from '../common/request.js';

/**
 * Whose practice report or submission it is, and in which group (issue 29 §2): the reports ask before a
 * recording is attached or listened to. A system request (actor `null`) only the reports service may send (the
 * NATS boundary); the reports decide who may do what with the answer (the student themself; the teachers of
 * the group, as groups says). `groupId` is the assignment's group (a submission, or a practice report a
 * submission made), null for a voluntary report; `practiceReportId` the practice report itself, or the one a
 * submission made (its recordings show with the submission). `target` null: none in that school.
 */
export const findRecordingTarget = defineRequest(
  'homework.recording-target.find',
  z.object({
    organizationId: z.string().uuid(),
    practiceReportId: z.string().uuid().optional(),
    submissionId: z.string().uuid().optional(),
  }),
  z.object({
    target: z
      .object({
        studentId: z.string().uuid(),
        groupId: z.string().uuid().nullable(),
        practiceReportId: z.string().uuid(),
      })
      .nullable(),
  }),
);
