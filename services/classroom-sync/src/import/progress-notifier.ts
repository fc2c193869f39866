import { Inject, Injectable, Logger } from '@nestjs/common';
import { classroomImportProgressLive, liveTopic, type ClassroomImport } from '@crescendo/contracts';
import { Db, Outbox } from '@crescendo/service-kit';

/**
 * Tells the users concerned (who started the import, whose groups they are) that an import moved on, on the
 * live channel (`user:<id>`, event `classroom-sync.import.progress`). Browsers also read the import
 * (`GET /classroom/imports/:id`) when the socket is away, so a message lost changes nothing but speed: a
 * failure here is logged, never the import's.
 */
@Injectable()
export class ProgressNotifier {
  private readonly logger = new Logger('ProgressNotifier');

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  async changed(progress: ClassroomImport, userIds: string[], organizationId: string): Promise<void> {
    try {
      await this.db.transaction(async (tx) => {
        for (const userId of new Set(userIds)) {
          await this.outbox.addLive(
            tx.manager,
            liveTopic('user', userId),
            classroomImportProgressLive,
            progress,
            {
              organizationId,
            },
          );
        }
      });
      this.outbox.committed();
    } catch (error) {
      this.logger.warn(`progress of import ${progress.id} not pushed: ${String(error)}`);
    }
  }
}
