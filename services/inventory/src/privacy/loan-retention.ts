import { endedAgreementsPerPurge, type EndedAgreement, type PurgedRows } from '@crescendo/contracts';
import type { Db, PurgeOutcome, PurgeRequest } from '@crescendo/service-kit';

/**
 * The nightly retention of the inventory's loans (issue 31 §5, decision 0079): a loan returned before its
 * school's `loans` cut-off (the end of the school year of its return, plus the board's and school's
 * `retention.loansSchoolYears`) stays in the instrument's history, anonymised as decision 0028 says — no
 * student, no staff, no notes — its condition photos go, rows and files, and its family agreement (identity's)
 * is named for identity to erase. An open loan has no return to count from: it is never purged. Uniforms' loans
 * are anonymised alike (they have no photos nor agreements). Runs in the purge's transaction; the photos' files
 * are removed by `removeFiles` once it committed.
 */
export async function purgeClosedLoans(db: Db, request: PurgeRequest): Promise<PurgeOutcome> {
  const removed: PurgedRows[] = [];
  const files: string[] = [];
  const endedAgreements: EndedAgreement[] = [];
  // At most this many loans are anonymised per purge (their agreements travel in the answer); the rest the next
  // night.
  let budget = endedAgreementsPerPurge;
  const count = (table: string, organizationId: string, rows: number) => {
    if (rows > 0) removed.push({ table, organizationId, rows });
  };
  for (const school of request.organizations) {
    const before = school.before.loans;
    if (!before) continue;
    const scope = [school.organizationId, before];

    // Read, then deleted: a DELETE's RETURNING comes back shaped differently inside a transaction (TypeORM).
    const photos = await db.query<Array<{ id: string; storage_key: string }>>(
      `SELECT p.id, p.storage_key FROM photos p JOIN loans l ON l.id = p.loan_id
        WHERE l.organization_id = $1 AND l.returned_at < $2`,
      scope,
    );
    if (photos.length > 0) {
      await db.query(`DELETE FROM photos WHERE id = ANY($1::uuid[])`, [photos.map((photo) => photo.id)]);
      for (const photo of photos) files.push(photo.storage_key);
    }
    count('photos', school.organizationId, photos.length);

    if (budget === 0) continue;
    const loans = await db.query<Array<{ id: string; agreement_required: boolean }>>(
      `SELECT id, agreement_required FROM loans
        WHERE organization_id = $1 AND returned_at < $2
          AND (student_id IS NOT NULL OR lent_by IS NOT NULL OR returned_by IS NOT NULL OR notes IS NOT NULL)
        ORDER BY returned_at, id LIMIT $3`,
      [...scope, budget],
    );
    if (loans.length > 0)
      await db.query(
        `UPDATE loans SET student_id = NULL, lent_by = NULL, returned_by = NULL, notes = NULL
          WHERE id = ANY($1::uuid[])`,
        [loans.map((loan) => loan.id)],
      );
    budget -= loans.length;
    count('loans', school.organizationId, loans.length);
    for (const loan of loans)
      if (loan.agreement_required)
        endedAgreements.push({
          organizationId: school.organizationId,
          kind: 'loanAgreement',
          reference: loan.id,
        });

    if (budget === 0) continue;
    const uniformLoans = await db.query<Array<{ id: string }>>(
      `SELECT id FROM uniform_loans
        WHERE organization_id = $1 AND returned_at < $2
          AND (student_id IS NOT NULL OR lent_by IS NOT NULL OR returned_by IS NOT NULL)
        ORDER BY returned_at, id LIMIT $3`,
      [...scope, budget],
    );
    if (uniformLoans.length > 0)
      await db.query(
        `UPDATE uniform_loans SET student_id = NULL, lent_by = NULL, returned_by = NULL WHERE id = ANY($1::uuid[])`,
        [uniformLoans.map((loan) => loan.id)],
      );
    budget -= uniformLoans.length;
    count('uniform_loans', school.organizationId, uniformLoans.length);
  }
  return { removed, files, endedAgreements };
}
