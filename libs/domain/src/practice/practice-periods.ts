import { monthOf, shiftDay, type CalendarDay, type DayRange } from './calendar-day.js';

/**
 * Spec §9, the statistics' periods. 5, 7 and 15 days are that many calendar days ending today (today
 * included); lastMonth is the previous calendar month; custom is a range the user picks.
 */
export const statisticsPeriods = ['5days', '7days', '15days', 'lastMonth', 'custom'] as const;
export type StatisticsPeriod = (typeof statisticsPeriods)[number];
export const defaultStatisticsPeriod: StatisticsPeriod = '7days';

const lastDays = { '5days': 5, '7days': 7, '15days': 15 } as const;

export function statisticsRange(period: StatisticsPeriod, today: CalendarDay, custom?: DayRange): DayRange {
  if (period === 'lastMonth') return monthOf(today, -1);
  if (period === 'custom') {
    if (!custom || custom.from > custom.to) throw new RangeError('A custom period needs from ≤ to');
    return custom;
  }
  return { from: shiftDay(today, 1 - lastDays[period]), to: today };
}

/** Spec §9, the student's date filters over their practice table. `all` has no range. */
export const practiceDateFilters = ['all', 'last7', 'last30', 'thisMonth', 'lastMonth'] as const;
export type PracticeDateFilter = (typeof practiceDateFilters)[number];

export function dateFilterRange(filter: PracticeDateFilter, today: CalendarDay): DayRange | null {
  switch (filter) {
    case 'all':
      return null;
    case 'last7':
      return { from: shiftDay(today, -6), to: today };
    case 'last30':
      return { from: shiftDay(today, -29), to: today };
    case 'thisMonth':
      return monthOf(today, 0);
    case 'lastMonth':
      return monthOf(today, -1);
  }
}
