import { Inject, Injectable } from '@nestjs/common';
import { archivePartBytes, type Actor } from '@crescendo/contracts';
import { AppException, Db } from '@crescendo/service-kit';
import { requireActor, requireAdmin } from '../../actor-guard.js';
import { hashToken, newToken } from '../../mail/mail-token.store.js';
import { emailOf } from '../../user.store.js';
import { ArchiveJobs } from './archive-jobs.js';
import { archiveFileName } from './archive-zip.js';
import {
  archivePart,
  insertArchive,
  isStudentOf,
  pendingArchive,
  takeArchive,
} from './data-archive.store.js';

/**
 * 'Télécharger mes données' (issue 31 §2): who may ask (the person; an administrator for a student of their
 * school), and the mailed link's single use.
 */
@Injectable()
export class DataArchiveService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ArchiveJobs) private readonly jobs: ArchiveJobs,
  ) {}

  /** Starts the archive's job (or leaves the one already under way); answers where the link will be mailed. */
  async request(actor: Actor | null, studentId: string | undefined): Promise<{ mailedTo: string }> {
    const { userId: requestedBy } = requireActor(actor);
    let userId = requestedBy;
    if (studentId && studentId !== requestedBy) {
      const admin = requireAdmin(actor);
      if (!(await isStudentOf(this.db, studentId, admin.organizationId)))
        throw new AppException('NOT_FOUND', 'privacy.studentNotInSchool');
      userId = studentId;
    }
    const mailedTo = await emailOf(this.db, requestedBy);
    if (!mailedTo) throw new AppException('NOT_FOUND', 'identity.userNotFound');
    const archiveId =
      (await pendingArchive(this.db, userId, requestedBy)) ??
      (await insertArchive(this.db, userId, requestedBy));
    await this.jobs.enqueue(archiveId);
    return { mailedTo };
  }

  /**
   * The archive behind a mailed link, once; a used, expired or unknown link is refused in French. Larger than
   * one NATS message (its recordings), it comes in parts: the first here, the rest by `part` with the key of
   * this download alone.
   */
  async download(token: string) {
    const key = newToken();
    const taken = await takeArchive(this.db, hashToken(token), archivePartBytes, key.hash);
    if (!taken) throw new AppException('NOT_FOUND', 'privacy.archiveLinkUsed');
    const more = taken.size > archivePartBytes ? { key: key.token, next: taken.first.length } : null;
    return {
      body: taken.first.toString('base64'),
      etag: taken.sha256,
      contentType: 'application/zip' as const,
      encoding: 'base64' as const,
      fileName: archiveFileName(new Date()),
      size: taken.size,
      more,
    };
  }

  /** A later part of an archive being downloaded; the same refusal once its quarter of an hour is over. */
  async part(key: string, offset: number) {
    const part = await archivePart(this.db, hashToken(key), offset, archivePartBytes);
    if (!part) throw new AppException('NOT_FOUND', 'privacy.archiveLinkUsed');
    return { body: part.part.toString('base64'), next: part.last ? null : offset + part.part.length };
  }
}
