import { z } from 'zod';
import { freeText } from '../common/free-text.js';
import type { PageSize } from '../common/page.js';

/** Same limits as `@crescendo/domain` (practice rules); contracts stay free of dependencies. */
export const practiceDurationMin = 1;
export const practiceDurationMax = 300;
export const practiceTextMax = 2000;

/** 'YYYY-MM-DD', a day on the organisation's calendar. */
export const calendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dayFormat')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'validation.dayUnreal');

export const practiceLocationSchema = z.enum(['home', 'school']);
export const practiceTypeSchema = z.enum(['homework', 'general']);
export const integrityFlagSchema = z.enum([
  'longerThanUsual',
  'dayOverLimit',
  'repeatedContent',
  'futureDate',
  'tooOld',
]);
export type IntegrityFlag = z.infer<typeof integrityFlagSchema>;

/** Several lines of free text, control characters dropped (`freeText`), not blank, at most 2000 characters. */
const requiredText = (required: string, tooLong: string) =>
  freeText({ multiline: true }).min(1, required).max(practiceTextMax, tooLong);

/**
 * Spec §5: what a practice report and a submission both ask — date, a whole number of minutes from 1 to
 * 300, home or school, content and next goals not blank after trimming (control characters dropped first).
 */
export const practiceEntryInputSchema = z.object({
  practiceDate: calendarDaySchema,
  duration: z
    .number({ error: 'validation.durationRequired' })
    .int('validation.durationWhole')
    .min(practiceDurationMin, 'validation.durationMin')
    .max(practiceDurationMax, 'validation.durationMax'),
  location: practiceLocationSchema,
  content: requiredText('validation.contentRequired', 'validation.contentMax'),
  nextGoals: requiredText('validation.nextGoalsRequired', 'validation.nextGoalsMax'),
});
export type PracticeEntryInput = z.infer<typeof practiceEntryInputSchema>;

/**
 * A voluntary report, with the key the device gave it when it was written (offline, say): sent again with
 * the same key, it is the same report, answered again and never stored twice (issue 14 §4).
 */
export const createPracticeReportInputSchema = practiceEntryInputSchema.extend({
  clientReportId: z.string().uuid('validation.clientReportId').optional(),
});
export type CreatePracticeReportInput = z.infer<typeof createPracticeReportInputSchema>;

/**
 * Spec §3, a practice report as it is answered: voluntary ('general') or the one a submission makes
 * ('homework'). A reply's schema checks the shape the service promises; the entry's rules (trimmed, not
 * blank, at most 2000 characters, a day that exists) were checked when the report was written and are
 * not run again on every report read: a year of a student's reports is read far more often than written,
 * and re-checking it cost ten times the shape (tools/bench, `student-year-statistics`).
 */
export const practiceReportSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  organizationId: z.string(),
  practiceDate: z.string(),
  duration: z.number().int(),
  location: practiceLocationSchema,
  content: z.string(),
  nextGoals: z.string(),
  submittedAt: z.string(),
  type: practiceTypeSchema,
  homeworkTitle: z.string().nullable(),
  /** Why the report looks unlikely (for the teacher and admins; empty for the student). */
  flags: z.array(integrityFlagSchema),
  flagsDismissed: z.boolean(),
});
export type PracticeReport = z.infer<typeof practiceReportSchema>;

/**
 * A page of practice reports (issue 34). The largest report the contract lets in is about 13 KB of JSON:
 * content and next goals of 2 000 UTF-16 units each, at most 3 bytes of UTF-8 per unit once control
 * characters and lone surrogates are dropped (`freeText`; before that, 6 bytes each), plus a title of 200
 * and the fields. 50 of them, 0.65 MB, stay under NATS's 1 MB message with room to spare; an ordinary
 * report (a few hundred characters) makes a page of 50 about 30 KB.
 */
export const practiceReportPage: PageSize = { default: 20, max: 50 };
