/**
 * A statement a service names so that PostgreSQL parses and plans it once per connection rather than on
 * every request (decision 0042): a hot read, whose text is fixed, run by `Db.prepared`. An unnamed
 * statement is parsed and planned each time; for a teacher's group list that was 0.25 ms of PostgreSQL's
 * CPU per query, 0.09 ms prepared. Only fixed texts may be named: a connection keeps every statement it
 * prepared until it closes, so texts built per call (a VALUES list per row) must not be.
 */
export interface PreparedStatement {
  /** Prefixed with the service: names share one connection pool. */
  readonly name: string;
  readonly text: string;
}

const declaredTexts = new Map<string, string>();

/** Declares `text` prepared under `name`; one name, one text (two texts under one name would swap plans). */
export function preparedStatement(name: string, text: string): PreparedStatement {
  const known = declaredTexts.get(name);
  if (known !== undefined && known !== text) {
    throw new Error(`prepared statement "${name}" is declared with two different texts`);
  }
  declaredTexts.set(name, text);
  return { name, text };
}
