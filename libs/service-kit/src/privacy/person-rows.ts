import type { PersonalDataTable, DataSubject } from './personal-data.js';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The WHERE clause finding a person's rows in a declared table: by each `person` column (the user's id) and
 * each `email` column (the address, compared without case), with its parameters; null when the table has no
 * column to find them by. A `person` column holds user ids (uuid), compared as they are indexed.
 */
export function personRowsWhere(
  table: PersonalDataTable,
  subject: DataSubject,
): { where: string; parameters: unknown[] } | null {
  const clauses: string[] = [];
  const parameters: unknown[] = [];
  // Each value is sent once, numbered when first used (PostgreSQL refuses a parameter no clause uses).
  const placeholder = (value: unknown) => {
    const at = parameters.indexOf(value);
    return `$${at >= 0 ? at + 1 : parameters.push(value)}`;
  };
  for (const [column, kind] of Object.entries(table.columns)) {
    if (kind === 'person') clauses.push(`${quoted(column)} = ${placeholder(subject.userId)}`);
    if (kind === 'email' && subject.email)
      clauses.push(`lower(${quoted(column)}) = lower(${placeholder(subject.email)})`);
  }
  return clauses.length > 0 ? { where: clauses.join(' OR '), parameters } : null;
}

export { quoted };
