import pg from 'pg';
import { traceIn, type PersonTrace } from './person-terms.js';

/**
 * Every row of every table of the platform's schemas (those ending with its suffix) whose text — every
 * column at once, JSON included — holds one of the terms (lower-cased). Not the declared columns only: the point
 * is to find what no declaration knows of.
 */
export async function postgresTraces(
  database: { databaseUrl: string; schemaSuffix: string },
  terms: string[],
): Promise<PersonTrace[]> {
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ schema: string; table: string }>(
      `SELECT table_schema AS schema, table_name AS table FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND right(table_schema, length($1)) = $1
        ORDER BY 1, 2`,
      [database.schemaSuffix],
    );
    const traces: PersonTrace[] = [];
    for (const { schema, table } of tables) {
      const anyTerm = terms.map((_, i) => `strpos(lower(t::text), $${i + 1}) > 0`).join(' OR ');
      const { rows } = await client.query<{ text: string }>(
        `SELECT t::text AS text FROM "${schema}"."${table}" t WHERE ${anyTerm} LIMIT 5`,
        terms,
      );
      for (const { text } of rows) {
        const found = traceIn(text, terms)!;
        traces.push({ store: 'postgres', place: `${schema}.${table}`, ...found });
      }
    }
    return traces;
  } finally {
    await client.end();
  }
}
