import type { InventoryPhoto, PhotoStage } from '@crescendo/contracts';
import type { PhotoMimeType } from '@crescendo/domain';
import { decodeCursor, instantKey, pageOf, type Db, type PageCursor } from '@crescendo/service-kit';

const iso = (column: string, unit: 'MS' | 'US') =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.${unit}"Z"')`;

interface PhotoRow {
  id: string;
  organization_id: string;
  instrument_id: string;
  loan_id: string | null;
  stage: PhotoStage;
  student_id: string | null;
  alt_text: string;
  mime_type: PhotoMimeType;
  bytes: number;
  storage_key: string;
  created_at: string;
  created_key: string;
}

const selectPhotos = `
  SELECT id, organization_id, instrument_id, loan_id, stage, student_id, alt_text, mime_type, bytes, storage_key,
    ${iso('created_at', 'MS')} AS created_at, ${iso('created_at', 'US')} AS created_key
  FROM photos`;

/** A photo with what its reader is checked against (its school, its loan's student, its file). */
export interface StoredPhoto extends InventoryPhoto {
  organizationId: string;
  studentId: string | null;
  storageKey: string;
}

const toPhoto = (row: PhotoRow): StoredPhoto => ({
  id: row.id,
  instrumentId: row.instrument_id,
  loanId: row.loan_id,
  stage: row.stage,
  altText: row.alt_text,
  mimeType: row.mime_type,
  bytes: Number(row.bytes),
  createdAt: row.created_at,
  organizationId: row.organization_id,
  studentId: row.student_id,
  storageKey: row.storage_key,
});

/** What a photo's upload needs of the instrument or the loan it belongs to. */
export interface PhotoTarget {
  instrumentId: string;
  loanId: string | null;
  studentId: string | null;
  /** 'Violon VIO-0001': the default alt text. */
  label: string;
}

export async function findInstrumentTarget(
  db: Db,
  organizationId: string,
  instrumentId: string,
  lock = false,
): Promise<PhotoTarget | null> {
  const rows: Array<{ id: string; type: string; asset_number: string }> = await db.query(
    `SELECT id, type, asset_number FROM instruments WHERE organization_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [organizationId, instrumentId],
  );
  const row = rows[0];
  return row
    ? { instrumentId: row.id, loanId: null, studentId: null, label: `${row.type} ${row.asset_number}` }
    : null;
}

export async function findLoanTarget(
  db: Db,
  organizationId: string,
  loanId: string,
  lock = false,
): Promise<PhotoTarget | null> {
  const rows: Array<{
    id: string;
    instrument_id: string;
    student_id: string | null;
    type: string;
    asset_number: string;
  }> = await db.query(
    `SELECT l.id, l.instrument_id, l.student_id, i.type, i.asset_number
         FROM loans l JOIN instruments i ON i.id = l.instrument_id
        WHERE l.organization_id = $1 AND l.id = $2${lock ? ' FOR UPDATE OF l' : ''}`,
    [organizationId, loanId],
  );
  const row = rows[0];
  return row
    ? {
        instrumentId: row.instrument_id,
        loanId: row.id,
        studentId: row.student_id,
        label: `${row.type} ${row.asset_number}`,
      }
    : null;
}

/** How many photos the instrument has of its own, or the loan has at a stage. */
export async function countPhotos(db: Db, target: PhotoTarget, stage: PhotoStage): Promise<number> {
  const [row]: Array<{ count: string }> = target.loanId
    ? await db.query(`SELECT count(*) AS count FROM photos WHERE loan_id = $1 AND stage = $2`, [
        target.loanId,
        stage,
      ])
    : await db.query(`SELECT count(*) AS count FROM photos WHERE instrument_id = $1 AND loan_id IS NULL`, [
        target.instrumentId,
      ]);
  return Number(row?.count ?? 0);
}

export interface PhotoRecord {
  id: string;
  organizationId: string;
  target: PhotoTarget;
  stage: PhotoStage;
  altText: string;
  mimeType: PhotoMimeType;
  bytes: number;
  storageKey: string;
  uploadedBy: string;
  at: Date;
}

export async function insertPhoto(db: Db, record: PhotoRecord): Promise<void> {
  await db.query(
    `INSERT INTO photos (id, organization_id, instrument_id, loan_id, stage, student_id, alt_text, mime_type, bytes,
       storage_key, uploaded_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      record.id,
      record.organizationId,
      record.target.instrumentId,
      record.target.loanId,
      record.stage,
      record.target.studentId,
      record.altText,
      record.mimeType,
      record.bytes,
      record.storageKey,
      record.uploadedBy,
      record.at,
    ],
  );
}

export async function findPhoto(db: Db, organizationId: string, id: string): Promise<StoredPhoto | null> {
  const rows: PhotoRow[] = await db.query(`${selectPhotos} WHERE organization_id = $1 AND id = $2`, [
    organizationId,
    id,
  ]);
  return rows[0] ? toPhoto(rows[0]) : null;
}

export async function deletePhotoRow(db: Db, id: string): Promise<void> {
  await db.query(`DELETE FROM photos WHERE id = $1`, [id]);
}

export function decodePhotoCursor(text: string): PageCursor {
  return decodeCursor(text, instantKey);
}

/** A page of an instrument's own photos, or of a loan's, oldest first. */
export async function photosPage(
  db: Db,
  organizationId: string,
  of: { instrumentId: string } | { loanId: string },
  after: PageCursor | null,
  limit: number,
): Promise<{ items: InventoryPhoto[]; nextCursor: string | null }> {
  const values: unknown[] = [organizationId];
  const param = (value: unknown) => `$${values.push(value)}`;
  const where = ['organization_id = $1'];
  if ('loanId' in of) where.push(`loan_id = ${param(of.loanId)}`);
  else where.push(`instrument_id = ${param(of.instrumentId)}`, 'loan_id IS NULL');
  if (after) where.push(`(created_at, id) > (${param(after.key)}::timestamptz, ${param(after.id)}::uuid)`);
  const rows: PhotoRow[] = await db.query(
    `${selectPhotos} WHERE ${where.join(' AND ')} ORDER BY created_at, id LIMIT ${param(limit + 1)}`,
    values,
  );
  return pageOf(
    rows,
    limit,
    (row) => publicPhoto(toPhoto(row)),
    (row) => ({ key: row.created_key, id: row.id }),
  );
}

/** A photo as its reader gets it: without its file's key nor whose it is. */
export function publicPhoto(photo: StoredPhoto): InventoryPhoto {
  const { organizationId: _o, studentId: _s, storageKey: _k, ...rest } = photo;
  return rest;
}
