import { daysBetween, shiftDay, type CalendarDay, type DayRange } from '../practice/calendar-day.js';
import { weekStartOf } from '../practice/practice-statistics.js';

/**
 * 'Objectif de l'ensemble' (issue 29 §4): a group practises at least `daysPerWeek` distinct days of each week
 * of a period. Consistency is counted in days with practice out of seven — rest days allowed, never minutes
 * or hours — on the calendar of the organisation (America/Toronto): days are calendar days, so a
 * daylight-saving change moves nothing. A report flagged by the integrity checks counts for nothing.
 * Research behind it: Sailer & Homner 2020; Hanus & Fox 2015; Deci, Koestner & Ryan 1999 (no ranking, no
 * prize, the group's share rather than a student against another).
 */
export const goalDaysPerWeekMin = 1;
export const goalDaysPerWeekMax = 7;
/** A goal spans at most one school term: about a third of a school year. */
export const goalPeriodMaxDays = 140;

/** One day a student practised, as homework reported it (`flagged`: integrity flags not dismissed). */
export interface GoalPracticeDay {
  studentId: string;
  day: CalendarDay;
  flagged: boolean;
}

/** A student counted by the goal; `joinedOn` when known (a week they joined within counts from the next). */
export interface GoalStudent {
  studentId: string;
  joinedOn?: CalendarDay | null;
}

export type GoalPeriodRefusal = 'goals.periodOrder' | 'goals.periodTooLong';

/** Why a period cannot be a goal's: its end before its start, or longer than a term. */
export function refuseGoalPeriod(period: DayRange): GoalPeriodRefusal | null {
  if (period.to < period.from) return 'goals.periodOrder';
  if (daysBetween(period.from, period.to) + 1 > goalPeriodMaxDays) return 'goals.periodTooLong';
  return null;
}

/**
 * The weeks of a period, Monday to Sunday, the first and the last cut to the period (a goal starting on a
 * Thursday has a first week of four days).
 */
export function goalWeeks(period: DayRange): DayRange[] {
  const weeks: DayRange[] = [];
  for (let monday = weekStartOf(period.from); monday <= period.to; monday = shiftDay(monday, 7)) {
    const sunday = shiftDay(monday, 6);
    weeks.push({
      from: monday < period.from ? period.from : monday,
      to: sunday > period.to ? period.to : sunday,
    });
  }
  return weeks;
}

/** The week (cut to the period) holding `day`, or null outside the period. */
export function goalWeekOf(period: DayRange, day: CalendarDay): DayRange | null {
  return goalWeeks(period).find((week) => day >= week.from && day <= week.to) ?? null;
}

/** Distinct days of `week` a student practised, flagged reports left out: 'x jours sur 7'. */
export function practisedDays(
  practice: readonly GoalPracticeDay[],
  studentId: string,
  week: DayRange,
): number {
  const days = new Set<CalendarDay>();
  for (const entry of practice) {
    if (entry.studentId !== studentId || entry.flagged) continue;
    if (entry.day >= week.from && entry.day <= week.to) days.add(entry.day);
  }
  return days.size;
}

/**
 * The days a student must practise in `week`: the goal's, but never more than the days of the week within the
 * period (a first week of three days asks at most three).
 */
export function daysAskedIn(week: DayRange, daysPerWeek: number): number {
  return Math.min(daysPerWeek, daysBetween(week.from, week.to) + 1);
}

export interface GoalWeekProgress {
  week: DayRange;
  /** Students counted this week (those who joined during it are counted from the next). */
  counted: number;
  /** Of them, those who practised at least the days asked. */
  reached: number;
  /** reached / counted in whole %, null when nobody is counted. */
  percent: number | null;
  daysAsked: number;
  /** Each counted student's days this week, and whether they reached the goal (for the teacher only). */
  students: Array<{ studentId: string; days: number; reached: boolean }>;
}

/** A week's progress: the share of the group's (or section's) students who practised the days asked. */
export function goalWeekProgress(
  week: DayRange,
  daysPerWeek: number,
  students: readonly GoalStudent[],
  practice: readonly GoalPracticeDay[],
): GoalWeekProgress {
  const daysAsked = daysAskedIn(week, daysPerWeek);
  const counted = students.filter((student) => !student.joinedOn || student.joinedOn <= week.from);
  const rows = counted.map((student) => {
    const days = practisedDays(practice, student.studentId, week);
    return { studentId: student.studentId, days, reached: days >= daysAsked };
  });
  const reached = rows.filter((row) => row.reached).length;
  return {
    week,
    counted: rows.length,
    reached,
    percent: rows.length === 0 ? null : Math.round((reached / rows.length) * 100),
    daysAsked,
    students: rows,
  };
}

/** Every week of the goal up to `today` (the current week included; none before the goal starts). */
export function goalProgress(
  period: DayRange,
  daysPerWeek: number,
  students: readonly GoalStudent[],
  practice: readonly GoalPracticeDay[],
  today: CalendarDay,
): GoalWeekProgress[] {
  return goalWeeks(period)
    .filter((week) => week.from <= today)
    .map((week) => goalWeekProgress(week, daysPerWeek, students, practice));
}
