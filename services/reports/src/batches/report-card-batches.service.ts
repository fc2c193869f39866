import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  archivePartBytes,
  reportsFilesRead,
  type Actor,
  type PayloadOf,
  type startReportCardBatch,
} from '@crescendo/contracts';
import {
  AppException,
  Db,
  GroupsAccess,
  Outbox,
  recordFilesRead,
  requireStaff,
  type GroupsAccessPort,
  type OutboxPort,
} from '@crescendo/service-kit';
import { STUDENT_NAMES, type StudentNamesPort } from '../student-names.js';
import { REPORTS_OPTIONS, type ReportsOptions } from '../reports.options.js';
import { TERM_STORE, type TermStore } from '../term.store.js';
import { BATCH_FILES } from './batch-files.providers.js';
import type { BatchFiles } from './batch-files.js';
import { ReportCardBatchJobs } from './report-card-batch-jobs.js';
import {
  batchOfKey,
  countCards,
  findBatch,
  insertBatch,
  insertDownloadKey,
  publicBatch,
  sha256Of,
  studentsOfCards,
  type StoredBatch,
} from './report-card-batch.store.js';
import { slug } from './slug.js';

/** A download's later parts are asked with its key for a quarter of an hour. */
const partsMinutes = 15;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * 'Générer tous les bulletins' (issue 29 §3 and §5, decision 0075): a group's cards (a teacher of the group —
 * groups decides `teach` — or the school's admin) or the whole school's (the admin), drafts and published
 * alike as the staff's single PDF; what needs the asker (who may, the students' names) is decided when asked,
 * the rendering is a BullMQ job. Its progress and its zip are the asker's alone; anyone else is told it does
 * not exist.
 */
@Injectable()
export class ReportCardBatchesService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(STUDENT_NAMES) private readonly names: StudentNamesPort,
    @Inject(TERM_STORE) private readonly terms: TermStore,
    @Inject(BATCH_FILES) private readonly files: BatchFiles,
    @Inject(ReportCardBatchJobs) private readonly jobs: ReportCardBatchJobs,
    @Inject(Outbox) private readonly outbox: OutboxPort,
    @Inject(REPORTS_OPTIONS) private readonly options: ReportsOptions,
  ) {}

  async start(actor: Actor | null, input: PayloadOf<typeof startReportCardBatch>) {
    const viewer = requireStaff(actor);
    let scope: string;
    if (input.groupId) {
      const grant = await this.access.require(actor!, input.groupId, 'teach', {
        forbidden: 'reports.groupsNotYours',
      });
      scope = grant.group.name;
    } else {
      if (viewer.kind !== 'admin') throw new AppException('FORBIDDEN', 'reports.schoolBatchAdminOnly');
      scope = input.language === 'fr' ? 'ecole' : 'school';
    }
    const term = await this.terms.findTerm(this.db, viewer.organizationId, input.termId);
    if (!term) throw new AppException('NOT_FOUND', 'reports.termNotFound');
    const groupId = input.groupId ?? null;
    const total = await countCards(this.db, viewer.organizationId, term.id, groupId);
    if (total === 0) throw new AppException('CONFLICT', 'reports.batchEmpty');
    const students = await studentsOfCards(this.db, viewer.organizationId, term.id, groupId);
    const names = Object.fromEntries(await this.names.namesOf(actor!, students));
    const id = randomUUID();
    const prefix = input.language === 'fr' ? 'bulletins' : 'report-cards';
    const batch = await insertBatch(this.db, {
      id,
      organizationId: viewer.organizationId,
      termId: term.id,
      groupId,
      language: input.language,
      requestedBy: viewer.userId,
      total,
      fileName: `${prefix}-${slug(scope, 'groupe')}-${slug(term.name, 'etape')}.zip`,
      at: this.options.now(),
    });
    // 'Journal des consultations': the asker reads every card of the batch (one event per 500 students).
    await recordFilesRead(this.db, this.outbox, reportsFilesRead, {
      reader: viewer,
      category: 'reportCards',
      reference: `reportCardBatch:${id}`,
      studentIds: students,
      at: this.options.now(),
    });
    await this.jobs.enqueue(id, names);
    return publicBatch(batch);
  }

  async get(actor: Actor | null, batchId: string) {
    return publicBatch(await this.mine(actor, batchId));
  }

  /** The zip's first part and, when larger, the key its next parts are asked with. */
  async download(actor: Actor | null, batchId: string) {
    const batch = await this.mine(actor, batchId);
    if (batch.status === 'expired') throw new AppException('NOT_FOUND', 'reports.batchExpired');
    if (batch.status !== 'ready') throw new AppException('CONFLICT', 'reports.batchNotReady');
    const first = await this.files.read(batch.organizationId, batch.id, 0, archivePartBytes);
    if (!first) throw new AppException('NOT_FOUND', 'reports.batchExpired');
    let more: { key: string; next: number } | null = null;
    if (first.size > first.bytes.length) {
      const key = randomBytes(32).toString('base64url');
      const until = new Date(this.options.now().getTime() + partsMinutes * 60_000);
      await insertDownloadKey(this.db, batch.id, hashKey(key), until);
      more = { key, next: first.bytes.length };
    }
    return {
      body: first.bytes.toString('base64'),
      etag: (await sha256Of(this.db, batch.id)) ?? batch.id,
      contentType: 'application/zip' as const,
      encoding: 'base64' as const,
      fileName: batch.fileName,
      size: first.size,
      more,
    };
  }

  /** A later part (no actor: the download's key alone, for its quarter of an hour). */
  async part(key: string, offset: number) {
    const batch = await batchOfKey(this.db, hashKey(key), this.options.now());
    if (!batch) throw new AppException('NOT_FOUND', 'reports.batchExpired');
    const part = await this.files.read(batch.organizationId, batch.id, offset, archivePartBytes);
    if (!part) throw new AppException('NOT_FOUND', 'reports.batchExpired');
    const next = offset + part.bytes.length;
    return { body: part.bytes.toString('base64'), next: next >= part.size ? null : next };
  }

  /** The asker's batch; anyone else's is not found. */
  private async mine(actor: Actor | null, batchId: string): Promise<StoredBatch> {
    const viewer = requireStaff(actor);
    const batch = await findBatch(this.db, batchId, viewer.organizationId);
    if (!batch || batch.requestedBy !== viewer.userId)
      throw new AppException('NOT_FOUND', 'reports.batchNotFound');
    return batch;
  }
}
