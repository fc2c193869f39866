import { z } from 'zod';
import { freeText } from '../common/free-text.js';
import { nextCursorShape, type PageSize } from '../common/page.js';
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

/**
 * A page of assignments (issue 34). The largest assignment is about 33 KB of JSON: a description of 4 000
 * UTF-16 units at 3 bytes each (12 KB), a title of 200, and the ids of up to 500 students (39 bytes each,
 * 19.5 KB). 20 of them, 0.66 MB, stay under NATS's 1 MB message; an ordinary one (30 students, a few lines)
 * is about 2 KB.
 */
export const assignmentPage: PageSize = { default: 20, max: 20 };

/**
 * A page of an assignment's submissions (issue 34): like a practice report, at most about 13 KB of JSON
 * (content and goals of 2 000 units, a feedback of 2 000); 50 of them are 0.65 MB.
 */
export const submissionPage: PageSize = { default: 20, max: 50 };

/**
 * Counted by PostgreSQL over every assignment the list's query names, whatever the page: how many, how many
 * late (due), submissions received and expected. For a student, `submitted` and `expected` are their own
 * (completed, assigned): the side panel's figures.
 */
export const assignmentCountsSchema = z.object({
  assignments: z.number().int().min(0),
  late: z.number().int().min(0),
  submitted: z.number().int().min(0),
  expected: z.number().int().min(0),
});
export type AssignmentCounts = z.infer<typeof assignmentCountsSchema>;

export const assignmentDetailSchema = z.object({
  assignment: assignmentSchema,
  /**
   * Staff see the submissions a page at a time (first submitted first; `nextCursor` for the next page); a
   * student only their own.
   */
  submissions: z.array(submissionSchema),
  ...nextCursorShape,
});

export const gradeSubmissionInputSchema = z.object({
  grade: z
    .number({ error: 'validation.gradeRequired' })
    .int('validation.gradeWhole')
    .min(0, 'validation.gradeRange')
    .max(100, 'validation.gradeRange'),
  feedback: freeText({ multiline: true }).max(2000, 'validation.feedbackMax').nullable().optional(),
});
