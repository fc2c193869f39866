/**
 * Conflicts of an event with the school's others (issue 28 §5): a student of its groups already called
 * elsewhere at an overlapping time (band and choir), its place taken, or a day of an imported calendar
 * (a pedagogical day). Pure: the planning service hands the
 * occurrences (instants) and who is in which event; nothing here reads a clock or a database.
 */

/** One occurrence's instants: from the call time (or the start) to the end, the time is taken. */
export interface TakenOccurrence {
  startsAt: Date;
  endsAt: Date;
  callAt: Date | null;
}

/** Another event of the school, with its occurrences near the proposed ones. */
export interface OtherEvent {
  id: string;
  cancelled: boolean;
  place: string | null;
  /** The students it calls (its groups' students; the whole school's: every student known). */
  studentIds: ReadonlySet<string> | readonly string[];
  occurrences: readonly TakenOccurrence[];
}

/** The event as it would be saved: its id when it is moved (so that it never collides with itself). */
export interface ProposedEvent {
  id: string | null;
  place: string | null;
  studentIds: ReadonlySet<string> | readonly string[];
  occurrences: readonly TakenOccurrence[];
}

export type ConflictKind = 'student' | 'place' | 'imported';

/**
 * A day or event of an imported calendar ('Journée pédagogique', issue 28 §4–5), as instants: an all-day one
 * from the midnight starting its first day to the midnight ending its last, in the school's time zone (the
 * service computes them at import), a timed one from its start to its end.
 */
export interface ImportedSpan {
  id: string;
  startsAt: Date;
  endsAt: Date;
}

export interface EventConflict {
  kind: ConflictKind;
  eventId: string;
  /** The other event's first occurrence that collides. */
  startsAt: Date;
  /** Students only: how many of the proposed event's students the other already calls. */
  students?: number;
  /** Imported only: the proposed event's first occurrence that falls on it. */
  occurrence?: TakenOccurrence;
}

/** When the time starts being taken: the call time ('Heure d'arrivée') if any, else the start. */
export const takenFrom = (occurrence: TakenOccurrence): Date => occurrence.callAt ?? occurrence.startsAt;

/** Two occurrences overlap when each is taken before the other ends (touching ends do not collide). */
export function occurrencesOverlap(a: TakenOccurrence, b: TakenOccurrence): boolean {
  return takenFrom(a).getTime() < b.endsAt.getTime() && takenFrom(b).getTime() < a.endsAt.getTime();
}

/** A place as compared: trimmed, spaces collapsed, case and accents ignored ('Salle  Émile' = 'salle emile'). */
export function placeKey(place: string | null | undefined): string | null {
  if (!place) return null;
  const key = place
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('fr-CA')
    .replace(/\s+/g, ' ')
    .trim();
  return key === '' ? null : key;
}

const setOf = (ids: ReadonlySet<string> | readonly string[]): ReadonlySet<string> =>
  ids instanceof Set ? ids : new Set(ids as readonly string[]);

/** The first occurrence of `other` overlapping any of the proposed ones, or null. */
function firstOverlap(
  proposed: readonly TakenOccurrence[],
  other: readonly TakenOccurrence[],
): TakenOccurrence | null {
  const sorted = [...other].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return sorted.find((occurrence) => proposed.some((mine) => occurrencesOverlap(mine, occurrence))) ?? null;
}

/**
 * Every conflict of the proposed event with the others: per other event at most one 'student' conflict
 * (with the count of shared students) and one 'place' conflict, dated by its first colliding occurrence;
 * cancelled events and the event itself never collide. Per imported day or event that any occurrence
 * overlaps (from its call time to its end), one 'imported' conflict with that occurrence. Ordered by date,
 * then kind.
 */
export function findConflicts(
  proposed: ProposedEvent,
  others: readonly OtherEvent[],
  imported: readonly ImportedSpan[] = [],
): EventConflict[] {
  const mine = setOf(proposed.studentIds);
  const myPlace = placeKey(proposed.place);
  const conflicts: EventConflict[] = [];
  for (const other of others) {
    if (other.cancelled || other.id === proposed.id) continue;
    const overlap = firstOverlap(proposed.occurrences, other.occurrences);
    if (!overlap) continue;
    let shared = 0;
    for (const studentId of setOf(other.studentIds)) if (mine.has(studentId)) shared += 1;
    if (shared > 0)
      conflicts.push({ kind: 'student', eventId: other.id, startsAt: overlap.startsAt, students: shared });
    if (myPlace !== null && placeKey(other.place) === myPlace)
      conflicts.push({ kind: 'place', eventId: other.id, startsAt: overlap.startsAt });
  }
  const mineByStart = [...proposed.occurrences].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const span of imported) {
    const occurrence = mineByStart.find((mine) => occurrencesOverlap(mine, { ...span, callAt: null }));
    if (occurrence)
      conflicts.push({ kind: 'imported', eventId: span.id, startsAt: span.startsAt, occurrence });
  }
  return conflicts.sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.kind.localeCompare(b.kind),
  );
}
