import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '@crescendo/contracts';
import { AppException, Db } from '@crescendo/service-kit';
import { requireActor, requireAdmin } from '../../actor-guard.js';
import { hashToken } from '../../mail/mail-token.store.js';
import { emailOf } from '../../user.store.js';
import { ArchiveJobs } from './archive-jobs.js';
import { archiveFileName } from './archive-zip.js';
import { insertArchive, isStudentOf, pendingArchive, takeArchive } from './data-archive.store.js';

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

  /** The archive behind a mailed link, once; a used, expired or unknown link is refused in French. */
  async download(token: string) {
    const taken = await takeArchive(this.db, hashToken(token));
    if (!taken) throw new AppException('NOT_FOUND', 'privacy.archiveLinkUsed');
    return {
      body: taken.archive.toString('base64'),
      etag: createHash('sha256').update(taken.archive).digest('base64url'),
      contentType: 'application/zip' as const,
      encoding: 'base64' as const,
      fileName: archiveFileName(new Date()),
    };
  }
}
