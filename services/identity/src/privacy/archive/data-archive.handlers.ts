import { Controller, Inject } from '@nestjs/common';
import {
  downloadDataArchive,
  downloadDataArchivePart,
  requestDataArchive,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { DataArchiveService } from './data-archive.service.js';

/** 'Télécharger mes données': the request (as the signed-in user) and the mailed link (public, by its token). */
@Controller()
export class DataArchiveHandlers {
  constructor(@Inject(DataArchiveService) private readonly archives: DataArchiveService) {}

  @Handles(requestDataArchive)
  request(payload: PayloadOf<typeof requestDataArchive>, actor: Actor | null) {
    return this.archives.request(actor, payload.studentId);
  }

  @Handles(downloadDataArchive)
  download(payload: PayloadOf<typeof downloadDataArchive>) {
    return this.archives.download(payload.token);
  }

  @Handles(downloadDataArchivePart)
  part(payload: PayloadOf<typeof downloadDataArchivePart>) {
    return this.archives.part(payload.key, payload.offset);
  }
}
