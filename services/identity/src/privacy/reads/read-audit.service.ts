import { Inject, Injectable } from '@nestjs/common';
import {
  listTaughtStudents,
  type Actor,
  type FilesRead,
  type PayloadOf,
  type ReadLogEntry,
  type ReadReview,
  listReadLog,
  listReadReviews,
} from '@crescendo/contracts';
import { asksOwnGroups, unusualReads } from '@crescendo/domain';
import { AppException, Db, SERVICE_CONFIG, ServiceClient } from '@crescendo/service-kit';
import { requireActor } from '../../actor-guard.js';
import type { IdentityConfig } from '../../config.js';
import { organizationPlace } from '../../policy.store.js';
import {
  insertReads,
  insertReview,
  markReviewed,
  readLogPage,
  readReviewsPage,
  studentsReadInHour,
  teachesInSchool,
  type ReadLogRow,
  type ReadReviewRow,
} from './read-audit.store.js';
import { privacySchoolOf } from '../privacy-school.js';

/**
 * 'Journal des consultations' (issue 31 §4, decision 0067): the reads the serving services report are logged,
 * unusual patterns raised for review; the school's administrators search the log and examine the entries (the
 * board's administrator reads those of the board's schools).
 */
@Injectable()
export class ReadAuditService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ServiceClient) private readonly client: ServiceClient,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** A read event, in the consumer's transaction: its rows, then what it raises. */
  async record(tx: Db, eventId: string, read: FilesRead): Promise<void> {
    const logged = await insertReads(tx, eventId, read);
    if (logged.length === 0) return;
    const judged = {
      basis: read.basis,
      readerTeaches:
        read.basis === 'admin-right' && (await teachesInSchool(tx, read.organizationId, read.readerId)),
    };
    const outsideOwnGroups = asksOwnGroups(judged) ? await this.outsideOwnGroups(read, logged) : [];
    const hour = await studentsReadInHour(tx, read.organizationId, read.readerId, read.readAt, eventId);
    const raised = unusualReads(judged, {
      outsideOwnGroups,
      distinctBefore: hour.before,
      distinctWith: hour.with,
      hourlyThreshold: this.config.READ_AUDIT_HOURLY_THRESHOLD,
    });
    for (const review of raised)
      await insertReview(tx, {
        organizationId: read.organizationId,
        kind: review.kind,
        readerId: read.readerId,
        students: review.students,
        category: read.category,
        raisedAt: read.readAt,
      });
  }

  async list(actor: Actor | null, query: PayloadOf<typeof listReadLog>) {
    const school = await this.readableSchool(actor, query.schoolId);
    const { items, nextCursor } = await readLogPage(this.db, school.id, query, query);
    return { reads: items.map(logEntry), nextCursor };
  }

  async reviews(actor: Actor | null, query: PayloadOf<typeof listReadReviews>) {
    const school = await this.readableSchool(actor, query.schoolId);
    const { items, nextCursor } = await readReviewsPage(this.db, school.id, query.status, query);
    return { reviews: items.map(review), canWrite: school.level === 'school', nextCursor };
  }

  async markReviewed(actor: Actor | null, reviewId: string): Promise<ReadReview> {
    const known = requireActor(actor);
    const place = known.organizationId ? await organizationPlace(this.db, known.organizationId) : null;
    if (place?.kind !== 'school' || !known.roles.includes('admin'))
      throw new AppException('FORBIDDEN', 'common.forbidden');
    const row = await markReviewed(this.db, known.organizationId!, reviewId, known.userId);
    if (!row) throw new AppException('NOT_FOUND', 'privacy.readReviewNotFound');
    return review(row);
  }

  /** Groups says which of the students the reader teaches (lead or co-teacher); the others are outside. */
  private async outsideOwnGroups(read: FilesRead, students: string[]): Promise<string[]> {
    const { taughtStudentIds } = await this.client.request(
      listTaughtStudents,
      { organizationId: read.organizationId, teacherId: read.readerId, studentIds: students },
      null,
    );
    const taught = new Set(taughtStudentIds);
    return students.filter((id) => !taught.has(id));
  }

  /** The school acted on (`privacySchoolOf`: its administrator, or its board's). */
  private readableSchool(actor: Actor | null, schoolId: string | undefined) {
    return privacySchoolOf(this.db, actor, schoolId);
  }
}

function logEntry(row: ReadLogRow): ReadLogEntry {
  return {
    id: row.id,
    readAt: row.read_at,
    readerId: row.reader_id,
    readerName: row.reader_name,
    studentId: row.student_id,
    studentName: row.student_name,
    category: row.category,
    reference: row.reference,
    basis: row.basis,
  };
}

function review(row: ReadReviewRow): ReadReview {
  return {
    id: row.id,
    kind: row.kind,
    readerId: row.reader_id,
    readerName: row.reader_name,
    students: row.students,
    category: row.category,
    raisedAt: row.raised_at,
    reviewedAt: row.reviewed_at,
    reviewedByName: row.reviewed_by_name,
  };
}
