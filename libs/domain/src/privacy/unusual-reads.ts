/**
 * Which reads of students' files deserve a second look (issue 31 §4, decision 0067). Two patterns:
 * - `outside-groups`: a read let in by the administrator's right, by someone who also teaches in the school, of
 *   students in none of the groups they teach (groups says which: the reader's own rule, never re-decided here);
 * - `many-students`: one reader's reads name more distinct students within an hour than the school's threshold.
 */
export type ReadBasisName = 'teaches-group' | 'admin-right';

export interface ReadToJudge {
  basis: ReadBasisName;
  /** The reader also holds the teacher role in the school. */
  readerTeaches: boolean;
}

/** Only an administrator's read by someone who also teaches can fall outside their groups: groups is asked then. */
export function asksOwnGroups(read: ReadToJudge): boolean {
  return read.basis === 'admin-right' && read.readerTeaches;
}

export interface ReadContext {
  /** Of the read's students, those outside every group the reader teaches (empty when groups was not asked). */
  outsideOwnGroups: readonly string[];
  /** Distinct students the reader read in the school within the hour before this read, this read left out. */
  distinctBefore: number;
  /** The same, this read's students included. */
  distinctWith: number;
  /** More distinct students than this within an hour raises a review. */
  hourlyThreshold: number;
}

export type UnusualRead =
  { kind: 'outside-groups'; students: number } | { kind: 'many-students'; students: number };

/**
 * What a read raises: `many-students` once, on the read that takes the hour past the threshold (not on every
 * read after it, which would bury the officer under one burst's entries).
 */
export function unusualReads(read: ReadToJudge, context: ReadContext): UnusualRead[] {
  const raised: UnusualRead[] = [];
  if (asksOwnGroups(read) && context.outsideOwnGroups.length > 0)
    raised.push({ kind: 'outside-groups', students: context.outsideOwnGroups.length });
  if (context.distinctBefore <= context.hourlyThreshold && context.distinctWith > context.hourlyThreshold)
    raised.push({ kind: 'many-students', students: context.distinctWith });
  return raised;
}
