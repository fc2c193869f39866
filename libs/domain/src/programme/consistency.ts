/** What homework counts of a student over a term (flagged practice reports left out). */
export interface TermCounts {
  /** Days of the term with at least one practice report. */
  practiceDays: number;
  /** Assignments of the group due in the term given to the student, and how many they handed in. */
  assigned: number;
  handedIn: number;
}

export interface PracticeConsistency {
  /** Days practised per week, one decimal ('4,2 jours sur 7'): never minutes (issue 29 §3). */
  daysPerWeek: number;
  /** Share of the assignments handed in, in % (rounded), or null when none was due. */
  handedInPercent: number | null;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * A term's practice consistency, counted up to `until` (the term's last day, or today while it runs): the days
 * practised over the weeks elapsed, at most 7; the share of assignments handed in.
 */
export function practiceConsistency(work: TermCounts, startsOn: string, until: string): PracticeConsistency {
  const days = Math.max(1, dayNumber(until) - dayNumber(startsOn) + 1);
  const weeks = days / 7;
  const daysPerWeek = Math.min(7, Math.round((work.practiceDays / weeks) * 10) / 10);
  return {
    daysPerWeek,
    handedInPercent: work.assigned === 0 ? null : Math.round((work.handedIn / work.assigned) * 100),
  };
}
