import { inRange, type CalendarDay } from './calendar-day.js';
import { dateFilterRange, type PracticeDateFilter } from './practice-periods.js';
import { byMostRecent, type PracticeRecord } from './practice-statistics.js';

/** What the student's search box reads of a practice. */
export interface SearchablePractice extends PracticeRecord {
  content: string;
  nextGoals: string;
  homeworkTitle: string | null;
}

export interface PracticeFilter {
  date: PracticeDateFilter;
  /** Words the practice must contain, in any order, in its content, goals or assignment's title. */
  search: string;
}

/** Text as a reader searches it: case and accents do not count ('gamme' finds 'Gammes', 'etude' finds 'Étude'). */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr-CA');
}

export function matchesSearch(practice: SearchablePractice, search: string): boolean {
  const words = searchKey(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = searchKey([practice.content, practice.nextGoals, practice.homeworkTitle ?? ''].join(' '));
  return words.every((word) => haystack.includes(word));
}

/**
 * Spec §2 and §9, the student's practice table: the date filter (all, last 7 / 30 days, this month, last
 * month, on the organisation's calendar) and the search box; most recent first.
 */
export function filterPractices<P extends SearchablePractice>(
  practices: P[],
  filter: PracticeFilter,
  today: CalendarDay,
): P[] {
  const range = dateFilterRange(filter.date, today);
  return practices
    .filter((practice) => range === null || inRange(practice.practiceDate, range))
    .filter((practice) => matchesSearch(practice, filter.search))
    .sort(byMostRecent);
}
