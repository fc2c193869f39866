/**
 * Where an instrument `i` stands today, said once for every statement that reads it (the school's list, an
 * audit's lines, the board's instruments): its open loan to a student (`l`), its repair under way (`r`), its
 * loan to another school of the board (`bl`, decision 0077). At most one row of each joins: one open loan per
 * instrument, one repair under way, one school holding it (unique indexes).
 */
export const availabilityJoins = `
  LEFT JOIN loans l ON l.instrument_id = i.id AND l.returned_at IS NULL
  LEFT JOIN repairs r ON r.instrument_id = i.id AND r.returned_on IS NULL
  LEFT JOIN board_loans bl ON bl.instrument_id = i.id AND bl.status = 'lent'`;

/** The day its borrower (a student or a school) gives it back. */
export const dueOnColumn = `coalesce(l.due_on, bl.until_on)`;

/** 'in-repair', 'available', 'overdue' or 'lent', `today` being the statement's parameter for the day. */
export const availabilityCase = (today: string) => `
  CASE WHEN r.id IS NOT NULL THEN 'in-repair' WHEN l.id IS NULL AND bl.id IS NULL THEN 'available'
    WHEN ${dueOnColumn} < ${today}::date THEN 'overdue' ELSE 'lent' END`;

/** The condition of the `WHERE` that keeps the instruments of one availability. */
export const availabilityWhere = {
  available: () => 'l.id IS NULL AND r.id IS NULL AND bl.id IS NULL',
  'in-repair': () => 'r.id IS NOT NULL',
  lent: (today: string) => `(l.id IS NOT NULL OR bl.id IS NOT NULL) AND ${dueOnColumn} >= ${today}::date`,
  overdue: (today: string) => `${dueOnColumn} < ${today}::date`,
} as const;
