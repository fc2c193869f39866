import { Inject, Injectable } from '@nestjs/common';
import { maestroFilesRead, type Actor } from '@crescendo/contracts';
import { Db, Outbox, recordFilesRead, requireStaff, type OutboxPort } from '@crescendo/service-kit';
import { MAESTRO_OPTIONS, type MaestroOptions } from './maestro.options.js';

/**
 * 'Journal des consultations' (issue 31 §4, decision 0067): a staff member read Maestro IA's outputs about
 * students (a bilan, practice plans), one event per page naming its students, through the outbox.
 */
@Injectable()
export class AiOutputReads {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(Outbox) private readonly outbox: OutboxPort,
    @Inject(MAESTRO_OPTIONS) private readonly options: MaestroOptions,
  ) {}

  record(actor: Actor | null, reference: string, studentIds: readonly string[]): Promise<void> {
    return recordFilesRead(this.db, this.outbox, maestroFilesRead, {
      reader: requireStaff(actor),
      category: 'aiOutputs',
      reference,
      studentIds,
      at: this.options.now(),
    });
  }
}
