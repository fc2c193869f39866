import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { schoolTimeZone } from '../school-year.js';

/**
 * A calendar day, 'YYYY-MM-DD', as the organisation's clock shows it: a practice's date, a due date. Days
 * are counted on the calendar, never as 24-hour spans, so a daylight-saving change moves nothing.
 */
export type CalendarDay = string;

/** An inclusive range of days. */
export interface DayRange {
  from: CalendarDay;
  to: CalendarDay;
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const msPerDay = 86_400_000;

/** A real day of the calendar in the 'YYYY-MM-DD' shape (not '2026-02-30'). */
export function isCalendarDay(value: string): boolean {
  const match = dayPattern.exec(value);
  if (!match) return false;
  return new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)).toISOString().slice(0, 10) === value;
}

/** The day an instant falls on in `timeZone` (the organisation's; America/Toronto by default). */
export function dayOf(instant: Date, timeZone: string = schoolTimeZone): CalendarDay {
  return format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd');
}

/** `days` later (or earlier, when negative), on the calendar. */
export function shiftDay(day: CalendarDay, days: number): CalendarDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * msPerDay).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / msPerDay);
}

export function inRange(day: CalendarDay, range: DayRange): boolean {
  return day >= range.from && day <= range.to;
}

/** The whole calendar month `offset` months from the month of `day` (0: its own, -1: the previous). */
export function monthOf(day: CalendarDay, offset = 0): DayRange {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + offset, 1));
  const last = new Date(Date.UTC(year, month + offset, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** The instant a wall-clock time of a day shows in `timeZone` ('2026-11-01' at '23:59' in Toronto). */
export function instantAt(day: CalendarDay, time: string, timeZone: string = schoolTimeZone): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, date, hours, minutes, timeZone).getTime());
}
