import { z } from 'zod';
import { freeText } from '../common/free-text.js';
import { calendarDaySchema, practiceEntryInputSchema } from './practice.js';

export const assignmentTitleMax = 200;
export const assignmentDescriptionMax = 4000;

/** Spec §5: title, description, group, due date and time, all required; the whole group or chosen students. */
export const createAssignmentInputSchema = z.object({
  groupId: z.string().uuid('validation.chooseGroup'),
  /** One line: control characters dropped, line breaks and tabs made spaces (`freeText`). */
  title: freeText({ multiline: false })
    .min(1, 'validation.titleRequired')
    .max(assignmentTitleMax, 'validation.titleMax'),
  description: freeText({ multiline: true })
    .min(1, 'validation.descriptionRequired')
    .max(assignmentDescriptionMax, 'validation.descriptionMax'),
  dueDate: calendarDaySchema,
  dueTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.timeFormat'),
  /** Absent: the whole group, students who join later included. */
  studentIds: z.array(z.string().uuid()).min(1, 'validation.chooseStudents').max(500).optional(),
  /** Spec §4: 'Envoyer vers Google Classroom', on by default (the Classroom service sends it). */
  sendToClassroom: z.boolean().default(true),
});
export type CreateAssignmentInput = z.infer<typeof createAssignmentInputSchema>;

export const submissionSchema = practiceEntryInputSchema.extend({
  id: z.string().uuid(),
  assignmentId: z.string().uuid(),
  studentId: z.string().uuid(),
  submittedAt: z.string(),
  /** Submitted after the due time: allowed, and marked. */
  late: z.boolean(),
  /** Out of 100, with the teacher's comment. */
  grade: z.number().int().min(0).max(100).nullable(),
  feedback: z.string().nullable(),
  gradedAt: z.string().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** Spec §3 and §4: an assigned exercise, with the teacher list's status and counts. */
export const assignmentSchema = z.object({
  id: z.string().uuid(),
  organizationId: z.string().uuid(),
  groupId: z.string().uuid(),
  teacherId: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  /** ISO instant of the due date and time on the organisation's clock. */
  dueAt: z.string(),
  dueDate: calendarDaySchema,
  dueTime: z.string(),
  wholeGroup: z.boolean(),
  studentIds: z.array(z.string().uuid()),
  sendToClassroom: z.boolean(),
  /** 'En retard' once due, else 'Actif'. */
  status: z.enum(['late', 'active']),
  submittedCount: z.number().int().min(0),
  /** Total minus submitted. */
  waitingCount: z.number().int().min(0),
  totalCount: z.number().int().min(0),
  /** A student's own status ('submitted', 'late', 'dueSoon', 'pending'); null for staff. */
  myStatus: z.enum(['submitted', 'late', 'dueSoon', 'pending']).nullable(),
  createdAt: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const assignmentDetailSchema = z.object({
  assignment: assignmentSchema,
  /** Staff see every submission; a student only their own. */
  submissions: z.array(submissionSchema),
});

export const gradeSubmissionInputSchema = z.object({
  grade: z
    .number({ error: 'validation.gradeRequired' })
    .int('validation.gradeWhole')
    .min(0, 'validation.gradeRange')
    .max(100, 'validation.gradeRange'),
  feedback: freeText({ multiline: true }).max(2000, 'validation.feedbackMax').nullable().optional(),
});
