import type { Db } from '@crescendo/service-kit';

/**
 * A person's account erased (decision 0028): their loans stay in the school's history, anonymised; one still
 * open is closed on the day of the erasure (nobody answers for it any more), its instrument keeping the
 * condition it had. Every other link to them (who lent, received, added or changed) is set to NULL.
 */
export async function erasePerson(db: Db, userId: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE loans l SET returned_at = $2, return_condition = i.condition
     FROM instruments i WHERE i.id = l.instrument_id AND l.student_id = $1 AND l.returned_at IS NULL`,
    [userId, at],
  );
  // A uniform of theirs still out is closed alike, keeping its condition.
  await db.query(
    `UPDATE uniform_loans l SET returned_at = $2, return_condition = u.condition
     FROM uniforms u WHERE u.id = l.uniform_id AND l.student_id = $1 AND l.returned_at IS NULL`,
    [userId, at],
  );
  for (const [table, column] of [
    ['loans', 'student_id'],
    ['loans', 'lent_by'],
    ['loans', 'returned_by'],
    ['uniform_loans', 'student_id'],
    ['uniform_loans', 'lent_by'],
    ['uniform_loans', 'returned_by'],
    ['instruments', 'created_by'],
    ['instruments', 'updated_by'],
    ['repairs', 'sent_by'],
    ['repairs', 'returned_by'],
    ['audits', 'started_by'],
    ['audits', 'finished_by'],
    ['audit_items', 'scanned_by'],
    ['board_loans', 'requested_by'],
    ['board_loans', 'offered_by'],
    ['board_loans', 'decided_by'],
    ['board_loans', 'approved_by'],
    ['board_loans', 'returned_by'],
    ['reservations', 'reserved_by'],
  ] as const)
    await db.query(`UPDATE ${table} SET ${column} = NULL WHERE ${column} = $1`, [userId]);
}

/**
 * An organisation deleted: its whole inventory goes (its audits, reservations and repairs, loans, then instruments; its scores,
 * its uniforms and their loans).
 */
export async function eraseOrganization(db: Db, organizationId: string): Promise<void> {
  await db.query(`DELETE FROM audit_items WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM audits WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM reservations WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM repairs WHERE organization_id = $1`, [organizationId]);
  // Its loans of scores with the board's other schools, as owner (its scores take them) and as borrower.
  await db.query(`DELETE FROM board_loans WHERE borrower_school_id = $1 OR owner_school_id = $1`, [
    organizationId,
  ]);
  await db.query(`DELETE FROM scores WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM uniform_loans WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM uniforms WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM loans WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM instruments WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM replacement_settings WHERE organization_id = $1`, [organizationId]);
}
