import type { PrivacyOfficerFields } from '@crescendo/contracts';
import type { Db } from '@crescendo/service-kit';

export interface StoredPrivacyOfficer extends PrivacyOfficerFields {
  setAt: Date;
}

/** The organisation's own person in charge of personal information, if it named one. */
export async function privacyOfficerOf(db: Db, organizationId: string): Promise<StoredPrivacyOfficer | null> {
  const rows: Array<{ title: string; name: string; email: string; set_at: Date }> = await db.query(
    `SELECT title, name, email, set_at FROM privacy_officers WHERE organization_id = $1`,
    [organizationId],
  );
  const row = rows[0];
  return row ? { title: row.title, name: row.name, email: row.email, setAt: row.set_at } : null;
}

export async function writePrivacyOfficer(
  db: Db,
  organizationId: string,
  officer: PrivacyOfficerFields,
  setBy: string,
): Promise<void> {
  await db.query(
    `INSERT INTO privacy_officers (organization_id, title, name, email, set_by, set_at)
     VALUES ($1, $2, $3, $4, $5, now())
     ON CONFLICT (organization_id)
     DO UPDATE SET title = excluded.title, name = excluded.name, email = excluded.email,
                   set_by = excluded.set_by, set_at = excluded.set_at`,
    [organizationId, officer.title, officer.name, officer.email, setBy],
  );
}

export async function deletePrivacyOfficer(db: Db, organizationId: string): Promise<void> {
  await db.query(`DELETE FROM privacy_officers WHERE organization_id = $1`, [organizationId]);
}

/** Erasure of a person (issue 31 §3): the officers reached at their address are no longer published. */
export async function deletePrivacyOfficersReachedAt(db: Db, email: string): Promise<void> {
  await db.query(`DELETE FROM privacy_officers WHERE lower(email) = lower($1)`, [email]);
}
