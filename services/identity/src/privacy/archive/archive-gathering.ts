import { Inject, Injectable } from '@nestjs/common';
import { archiveLinkDays, archivePath } from '@crescendo/contracts';
import { mailTexts } from '@crescendo/i18n/server';
import { Db, SERVICE_CONFIG, ServiceClient } from '@crescendo/service-kit';
import type { IdentityConfig } from '../../config.js';
import { newToken } from '../../mail/mail-token.store.js';
import { Mailer } from '../../mail/mailer.js';
import { findUser } from '../../user.store.js';
import { buildArchive } from './archive-zip.js';
import { archiveToGather, storeArchive, unstoreArchive } from './data-archive.store.js';
import { gatherExports, gatherFiles } from './gather-exports.js';

/**
 * The largest archive kept (PostgreSQL holds it until fetched; the gateway streams it a part at a time): a
 * year of a student's data with their recordings is a few tens of MB.
 */
export const maxArchiveBytes = 256 * 1024 * 1024;

/**
 * One archive's job (issue 31 §2): every service's export of the person, zipped, stored behind the hash of a
 * new link, and the link mailed to whoever asked (the person, or the administrator who asked for a student).
 * An archive no longer to gather (done, or its people erased meanwhile) is left alone.
 */
@Injectable()
export class ArchiveGathering {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ServiceClient) private readonly client: ServiceClient,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async run(archiveId: string): Promise<void> {
    const request = await archiveToGather(this.db, archiveId);
    if (!request) return;
    const [person, requester] = [
      await findUser(this.db, request.userId),
      await findUser(this.db, request.requestedBy),
    ];
    if (!person || !requester) return;
    const name = `${person.firstName} ${person.lastName}`.trim();
    const generatedAt = new Date();
    const subject = { userId: person.id, email: person.email };
    const exports = await gatherExports(this.client, subject);
    const files = await gatherFiles(this.client, subject);
    const archive = buildArchive({ id: person.id, email: person.email, name }, exports, generatedAt, files);
    if (archive.byteLength > maxArchiveBytes)
      throw new Error(`an archive of ${archive.byteLength} bytes is over ${maxArchiveBytes} (decision 0059)`);
    const { token, hash } = newToken();
    await storeArchive(this.db, archiveId, archive, hash, archiveLinkDays);
    const sent = await this.mailer.send(
      requester.email,
      requester.language,
      mailTexts.dataArchive(requester.language, {
        firstName: requester.firstName,
        url: new URL(archivePath(token), this.config.PUBLIC_URL).href,
        validDays: archiveLinkDays,
        forName: requester.id === person.id ? undefined : name,
      }),
    );
    if (sent) return;
    // Without its mail the link reaches nobody: gathered again on the job's next attempt.
    await unstoreArchive(this.db, archiveId);
    throw new Error('the archive’s mail was not sent');
  }
}
