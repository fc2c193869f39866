import { z } from 'zod';
import { defineEvent } from '../common/event.js';

const assignmentFacts = z.object({
  assignmentId: z.string().uuid(),
  organizationId: z.string().uuid(),
  groupId: z.string().uuid(),
  teacherId: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  dueAt: z.string(),
  studentIds: z.array(z.string().uuid()),
  wholeGroup: z.boolean(),
  sendToClassroom: z.boolean(),
});

/** Frozen subjects: a payload that changes shape gets a `.v2` subject. */
export const assignmentCreated = defineEvent('evt.homework.assignment.created', assignmentFacts);
/** Its students changed (a student joined the group of a whole-group assignment). */
export const assignmentUpdated = defineEvent('evt.homework.assignment.updated', assignmentFacts);
export const assignmentDeleted = defineEvent(
  'evt.homework.assignment.deleted',
  z.object({
    assignmentId: z.string().uuid(),
    organizationId: z.string().uuid(),
    groupId: z.string().uuid(),
  }),
);

const submissionFacts = z.object({
  submissionId: z.string().uuid(),
  assignmentId: z.string().uuid(),
  organizationId: z.string().uuid(),
  studentId: z.string().uuid(),
  late: z.boolean(),
});
export const submissionCreated = defineEvent('evt.homework.submission.created', submissionFacts);
export const submissionGraded = defineEvent(
  'evt.homework.submission.graded',
  submissionFacts.extend({ grade: z.number().int().min(0).max(100), feedback: z.string().nullable() }),
);

export const practiceReportCreated = defineEvent(
  'evt.homework.report.created',
  z.object({
    reportId: z.string().uuid(),
    organizationId: z.string().uuid(),
    studentId: z.string().uuid(),
    practiceDate: z.string(),
    duration: z.number().int(),
    type: z.enum(['homework', 'general']),
    flagged: z.boolean(),
  }),
);
