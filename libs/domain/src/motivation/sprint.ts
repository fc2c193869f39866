import { shiftDay, type CalendarDay, type DayRange } from '../practice/calendar-day.js';

/**
 * 'Défi' (issue 29 §4): a concert sprint, four weeks of a group ending on a planning event (the concert).
 * Its days-per-week goal is counted as an ensemble goal's (`goal-progress.ts`: days with practice out of
 * seven, rest days allowed, flagged reports for nothing); what is its own is the period the event sets.
 */
export const sprintWeeks = 4;
export const sprintDays = sprintWeeks * 7;

/** The sprint's four weeks: the 27 days before the event's day, and that day. */
export function sprintPeriodOf(eventDay: CalendarDay): DayRange {
  return { from: shiftDay(eventDay, -(sprintDays - 1)), to: eventDay };
}

export type SprintRefusal = 'sprints.eventPast';

/** A sprint ends on an event still to come (today's included). */
export function refuseSprintEvent(eventDay: CalendarDay, today: CalendarDay): SprintRefusal | null {
  return eventDay < today ? 'sprints.eventPast' : null;
}

/** Running on `today`: within its weeks and not ended early by a teacher. */
export function sprintRunning(
  sprint: { startsOn: CalendarDay; endsOn: CalendarDay; endedOn: CalendarDay | null },
  today: CalendarDay,
): boolean {
  return sprint.startsOn <= today && today <= sprint.endsOn && sprint.endedOn === null;
}

/** The days counted: the sprint's weeks, cut at the day a teacher ended it. */
export function sprintCountedPeriod(sprint: {
  startsOn: CalendarDay;
  endsOn: CalendarDay;
  endedOn: CalendarDay | null;
}): DayRange {
  const to = sprint.endedOn !== null && sprint.endedOn < sprint.endsOn ? sprint.endedOn : sprint.endsOn;
  return { from: sprint.startsOn, to: to < sprint.startsOn ? sprint.startsOn : to };
}
