import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { classroomImportProgressLive, liveTopic, type ClassroomImport } from '@crescendo/contracts';
import { Outbox } from '@crescendo/service-kit';

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
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  async changed(progress: ClassroomImport, userIds: string[], organizationId: string): Promise<void> {
    try {
      await this.db.transaction(async (manager) => {
        for (const userId of new Set(userIds)) {
          await this.outbox.addLive(
            manager,
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
