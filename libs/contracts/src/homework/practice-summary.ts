import { z } from 'zod';

const count = z.number().int().min(0);
/** 'YYYY-MM-DD'; a reply's shape, not re-checked as a day that exists (see `practiceReportSchema`). */
const day = z.string();

/** One student of the group over the period; a student who did not practise is listed with zeros. */
export const studentPracticeTotalsSchema = z.object({
  studentId: z.string(),
  reports: count,
  minutes: count,
  /** Days with at least one report. */
  practiceDays: count,
  lastPracticeDate: day.nullable(),
});

/** One day of the period on which someone in the group practised. */
export const groupPracticeDaySchema = z.object({
  date: day,
  minutes: count,
  reports: count,
  /** Students who practised that day. */
  students: count,
});

/**
 * The teacher's overview of a group: per-student totals (in the group's joining order) and the group's
 * minutes per day (days with practice only, oldest first) for the students in the group today.
 */
export const practiceSummarySchema = z.object({
  groupId: z.string(),
  from: day,
  to: day,
  students: z.array(studentPracticeTotalsSchema),
  days: z.array(groupPracticeDaySchema),
});
export type PracticeSummary = z.infer<typeof practiceSummarySchema>;

/** One day and type of a student's practice: how many reports, how many minutes. */
export const practiceDayTotalsSchema = z.object({
  date: day,
  type: z.enum(['homework', 'general']),
  reports: count,
  minutes: count,
});

/**
 * A student's own practice over a period, summed per day and type (days with practice only, oldest first),
 * and their totals of all time (the side panel's 'total practices' and 'total time').
 */
export const practiceDaysSchema = z.object({
  from: day,
  to: day,
  days: z.array(practiceDayTotalsSchema),
  total: z.object({ reports: count, minutes: count }),
});
export type PracticeDays = z.infer<typeof practiceDaysSchema>;
