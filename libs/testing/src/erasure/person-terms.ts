/** The person an erasure must leave no trace of: what names them anywhere (issue 31 §3). */
export interface PersonToFind {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Where a trace was found, and the text around it (enough to tell what kept it). */
export interface PersonTrace {
  store: 'postgres' | 'redis' | 'jetstream';
  /** `schema.table`, a Redis key, or `STREAM#seq subject`. */
  place: string;
  /** Which of the person's terms it holds. */
  term: string;
  excerpt: string;
}

/**
 * The terms searched, lower-cased: the id, the address, and the full name both ways round (a first or last
 * name alone also names other people: 'Roy' is in 'Royal').
 */
export function termsOf(person: PersonToFind): string[] {
  return [
    person.userId,
    person.email,
    `${person.firstName} ${person.lastName}`,
    `${person.lastName}, ${person.firstName}`,
    `${person.lastName} ${person.firstName}`,
  ].map((term) => term.toLowerCase());
}

/** The first term `text` holds (case-insensitive), with a few characters around it; null when none. */
export function traceIn(text: string, terms: string[]): { term: string; excerpt: string } | null {
  const lower = text.toLowerCase();
  for (const term of terms) {
    const at = lower.indexOf(term);
    if (at >= 0)
      return {
        term,
        excerpt: text.slice(Math.max(0, at - 80), Math.min(text.length, at + term.length + 80)),
      };
  }
  return null;
}
