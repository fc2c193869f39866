import type { SignInDomain, SignInDomainRole, SignInProviderKind } from '@crescendo/contracts';
import type { Db } from '@crescendo/service-kit';

/** A configured domain as stored: its client secret still sealed. */
export interface SignInDomainRow {
  domain: string;
  boardId: string;
  kind: SignInProviderKind;
  issuer: string;
  clientId: string;
  clientSecretSealed: string;
  schoolId: string;
  role: SignInDomainRole;
}

interface Row {
  domain: string;
  board_id: string;
  kind: SignInProviderKind;
  issuer: string;
  client_id: string;
  client_secret_sealed: string;
  school_id: string;
  role: SignInDomainRole;
  school_name: string;
  updated_at: Date;
}

const toRow = (row: Row): SignInDomainRow => ({
  domain: row.domain,
  boardId: row.board_id,
  kind: row.kind,
  issuer: row.issuer,
  clientId: row.client_id,
  clientSecretSealed: row.client_secret_sealed,
  schoolId: row.school_id,
  role: row.role,
});

const toListed = (row: Row): SignInDomain => ({
  domain: row.domain,
  kind: row.kind,
  issuer: row.issuer,
  clientId: row.client_id,
  schoolId: row.school_id,
  schoolName: row.school_name,
  role: row.role,
  updatedAt: row.updated_at.toISOString(),
});

const selected = `SELECT d.*, o.name AS school_name FROM sign_in_domains d JOIN organizations o ON o.id = d.school_id`;

/** The board's domains by name (never their secrets). */
export async function boardSignInDomains(db: Db, boardId: string): Promise<SignInDomain[]> {
  const rows: Row[] = await db.query(`${selected} WHERE d.board_id = $1 ORDER BY d.domain`, [boardId]);
  return rows.map(toListed);
}

export async function countBoardSignInDomains(db: Db, boardId: string): Promise<number> {
  const [row]: Array<{ count: number }> = await db.query(
    `SELECT count(*)::int AS count FROM sign_in_domains WHERE board_id = $1`,
    [boardId],
  );
  return row?.count ?? 0;
}

/** The domain's configuration, whichever board holds it; null when none does. */
export async function findSignInDomain(db: Db, domain: string): Promise<SignInDomainRow | null> {
  const rows: Row[] = await db.query(`${selected} WHERE d.domain = $1`, [domain]);
  return rows[0] ? toRow(rows[0]) : null;
}

/**
 * Creates or replaces the board's configuration of the domain; null when another board holds the domain (the
 * row is then left as it is).
 */
export async function saveSignInDomainRow(db: Db, row: SignInDomainRow): Promise<SignInDomain | null> {
  const saved: Array<{ domain: string }> = await db.query(
    `INSERT INTO sign_in_domains (domain, board_id, kind, issuer, client_id, client_secret_sealed, school_id, role)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (domain) DO UPDATE
        SET kind = excluded.kind, issuer = excluded.issuer, client_id = excluded.client_id,
            client_secret_sealed = excluded.client_secret_sealed, school_id = excluded.school_id,
            role = excluded.role, updated_at = now()
      WHERE sign_in_domains.board_id = excluded.board_id
     RETURNING domain`,
    [
      row.domain,
      row.boardId,
      row.kind,
      row.issuer,
      row.clientId,
      row.clientSecretSealed,
      row.schoolId,
      row.role,
    ],
  );
  if (saved.length === 0) return null;
  const rows: Row[] = await db.query(`${selected} WHERE d.domain = $1`, [row.domain]);
  return toListed(rows[0]!);
}

/** Whether the board's domain was there to delete. */
export async function deleteSignInDomainRow(db: Db, boardId: string, domain: string): Promise<boolean> {
  const result: unknown = await db.query(
    `DELETE FROM sign_in_domains WHERE board_id = $1 AND domain = $2 RETURNING domain`,
    [boardId, domain],
  );
  // Through TypeORM (in a transaction) a DELETE … RETURNING answers `[rows, count]`, pooled its rows.
  const rows =
    Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as unknown[]) : (result as unknown[]);
  return rows.length > 0;
}

/** Whether the user holds any membership in the board or one of its schools. */
export async function holdsInBoard(db: Db, userId: string, boardId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM memberships m JOIN organizations o ON o.id = m.organization_id
      WHERE m.user_id = $1 AND (o.id = $2 OR o.board_id = $2) LIMIT 1`,
    [userId, boardId],
  );
  return rows.length > 0;
}
