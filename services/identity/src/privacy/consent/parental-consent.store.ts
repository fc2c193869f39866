import type { AgeBand, AgreementSigner, ConsentFeature, ConsentStatus } from '@crescendo/domain';
import type { Db } from '@crescendo/service-kit';

/** Parents and under-14s (issue 31 §7): every statement on `student_guardians` and `parental_consents`. */

export interface SchoolStudent {
  id: string;
  firstName: string;
  lastName: string;
}

export interface GuardianRow {
  ageBand: AgeBand | null;
  parentEmail: string | null;
}

export interface ConsentRow {
  feature: ConsentFeature;
  status: Exclude<ConsentStatus, 'none'>;
  textVersion: string;
  mailedTo: string;
  signedName: string | null;
  requestedAt: Date;
  decidedAt: Date | null;
  linkExpiresAt: Date;
  /** '' for a feature's consent; the item (a loan, a trip) an agreement is for. */
  reference: string;
  summary: string | null;
  signer: AgreementSigner;
}

/** The columns of a consent, as `ConsentRow`; `c` names the table in a join. */
const consentColumns = (c = 'parental_consents') =>
  `${c}.feature, ${c}.status, ${c}.text_version AS "textVersion", ${c}.mailed_to AS "mailedTo",
   ${c}.signed_name AS "signedName", ${c}.requested_at AS "requestedAt", ${c}.decided_at AS "decidedAt",
   ${c}.link_expires_at AS "linkExpiresAt", ${c}.reference, ${c}.summary, ${c}.signer`;

/** A student of the school (by their student membership there), or null. */
export async function studentOfSchool(
  db: Db,
  organizationId: string,
  studentId: string,
): Promise<SchoolStudent | null> {
  const rows: SchoolStudent[] = await db.query(
    `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName"
       FROM users u JOIN memberships m ON m.user_id = u.id
      WHERE u.id = $1 AND m.organization_id = $2 AND m.role = 'student'`,
    [studentId, organizationId],
  );
  return rows[0] ?? null;
}

export async function guardianOf(db: Db, organizationId: string, studentId: string): Promise<GuardianRow> {
  const rows: GuardianRow[] = await db.query(
    `SELECT age_band AS "ageBand", parent_email AS "parentEmail"
       FROM student_guardians WHERE organization_id = $1 AND student_id = $2`,
    [organizationId, studentId],
  );
  return rows[0] ?? { ageBand: null, parentEmail: null };
}

export async function saveGuardian(
  db: Db,
  row: GuardianRow & { organizationId: string; studentId: string; setBy: string },
): Promise<void> {
  await db.query(
    `INSERT INTO student_guardians (organization_id, student_id, age_band, parent_email, set_by)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (organization_id, student_id) DO UPDATE
       SET age_band = EXCLUDED.age_band, parent_email = EXCLUDED.parent_email,
           set_by = EXCLUDED.set_by, set_at = now()`,
    [row.organizationId, row.studentId, row.ageBand, row.parentEmail, row.setBy],
  );
}

export async function consentsOf(db: Db, organizationId: string, studentId: string): Promise<ConsentRow[]> {
  return db.query(
    `SELECT ${consentColumns()} FROM parental_consents
      WHERE organization_id = $1 AND student_id = $2 AND reference = ''`,
    [organizationId, studentId],
  );
}

/**
 * A new request for the feature: a pending, refused or withdrawn consent is replaced (with a new link; the
 * old one stops working); a consent granted is left as it is (false).
 */
export async function putConsentRequest(
  db: Db,
  request: {
    organizationId: string;
    studentId: string;
    feature: ConsentFeature;
    textVersion: string;
    mailedTo: string;
    tokenHash: string;
    linkDays: number;
    requestedBy: string;
    /** An item's agreement: what it is for, what is agreed to, who signs. */
    reference?: string;
    summary?: string | null;
    signer?: AgreementSigner;
  },
): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `INSERT INTO parental_consents (organization_id, student_id, feature, status, text_version, mailed_to,
       token_hash, link_expires_at, requested_by, reference, summary, signer)
     VALUES ($1, $2, $3, 'pending', $4, $5, $6, now() + make_interval(days => $7), $8, $9, $10, $11)
     ON CONFLICT (organization_id, student_id, feature, reference) DO UPDATE
       SET status = 'pending', text_version = EXCLUDED.text_version, mailed_to = EXCLUDED.mailed_to,
           token_hash = EXCLUDED.token_hash, link_expires_at = EXCLUDED.link_expires_at,
           requested_by = EXCLUDED.requested_by, requested_at = now(), signed_name = NULL, decided_at = NULL,
           summary = EXCLUDED.summary, signer = EXCLUDED.signer
       WHERE parental_consents.status <> 'granted' OR parental_consents.text_version <> EXCLUDED.text_version
     RETURNING 1`,
    [
      request.organizationId,
      request.studentId,
      request.feature,
      request.textVersion,
      request.mailedTo,
      request.tokenHash,
      request.linkDays,
      request.requestedBy,
      request.reference ?? '',
      request.summary ?? null,
      request.signer ?? 'parent',
    ],
  );
  return rows.length > 0;
}

export interface ConsentByLink extends ConsentRow {
  studentFirstName: string;
  school: string;
  linkLive: boolean;
}

/** The consent behind a mailed link (by the token's hash), with whose it is and which school asks. */
export async function consentByLink(db: Db, tokenHash: string): Promise<ConsentByLink | null> {
  const rows: ConsentByLink[] = await db.query(
    `SELECT ${consentColumns('c')}, u.first_name AS "studentFirstName", o.name AS school,
            c.link_expires_at > now() AS "linkLive"
       FROM parental_consents c
       JOIN users u ON u.id = c.student_id
       JOIN organizations o ON o.id = c.organization_id
      WHERE c.token_hash = $1`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** The parent's answer, if the consent still stands where the answer was chosen from (false otherwise). */
export async function answerConsent(
  db: Db,
  answer: { tokenHash: string; from: ConsentStatus; to: ConsentStatus; signedName: string },
): Promise<boolean> {
  const [, count]: [unknown[], number] = await db.query(
    `UPDATE parental_consents SET status = $3, signed_name = $4, decided_at = now()
      WHERE token_hash = $1 AND status = $2`,
    [answer.tokenHash, answer.from, answer.to, answer.signedName],
  );
  return count > 0;
}

export interface AgreementRow extends ConsentRow {
  studentId: string;
}

/** The agreements of one kind for these items (a page of loans, a trip's students), in the school. */
export async function agreementsFor(
  db: Db,
  organizationId: string,
  feature: ConsentFeature,
  references: readonly string[],
): Promise<AgreementRow[]> {
  return db.query(
    `SELECT ${consentColumns()}, student_id AS "studentId" FROM parental_consents
      WHERE organization_id = $1 AND feature = $2 AND reference = ANY($3::text[])`,
    [organizationId, feature, references],
  );
}

/**
 * The agreements of items a service's retention purge anonymised (a loan a year after the school year of its
 * return, decision 0079): their signer's name, the address mailed and the student go. Answers the rows erased
 * per school.
 */
export async function eraseEndedAgreements(
  db: Db,
  ended: ReadonlyArray<{ organizationId: string; kind: ConsentFeature; reference: string }>,
): Promise<Array<{ organizationId: string; rows: number }>> {
  const bySchool = new Map<string, Map<ConsentFeature, string[]>>();
  for (const { organizationId, kind, reference } of ended) {
    const kinds = bySchool.get(organizationId) ?? new Map<ConsentFeature, string[]>();
    kinds.set(kind, [...(kinds.get(kind) ?? []), reference]);
    bySchool.set(organizationId, kinds);
  }
  const erased: Array<{ organizationId: string; rows: number }> = [];
  for (const [organizationId, kinds] of bySchool) {
    let rows = 0;
    for (const [feature, references] of kinds) {
      const [, count]: [unknown, number] = await db.query(
        `DELETE FROM parental_consents WHERE organization_id = $1 AND feature = $2 AND reference = ANY($3::text[])`,
        [organizationId, feature, references],
      );
      rows += count;
    }
    if (rows > 0) erased.push({ organizationId, rows });
  }
  return erased;
}

/** What the school knew of a student who leaves it goes with their membership. */
export async function forgetStudentAtSchool(
  db: Db,
  organizationId: string,
  studentId: string,
): Promise<void> {
  await db.query(`DELETE FROM parental_consents WHERE organization_id = $1 AND student_id = $2`, [
    organizationId,
    studentId,
  ]);
  await db.query(`DELETE FROM student_guardians WHERE organization_id = $1 AND student_id = $2`, [
    organizationId,
    studentId,
  ]);
}
