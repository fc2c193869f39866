import { Controller, Inject } from '@nestjs/common';
import {
  downloadReportCardBatch,
  downloadReportCardBatchPart,
  exportReportCardsCsv,
  getReportCardBatch,
  startReportCardBatch,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { ReportCardsService } from '../report-cards.service.js';
import { ReportCardBatchesService } from './report-card-batches.service.js';

/** 'Générer tous les bulletins' (the job, its progress, its zip in parts) and the group's CSV. */
@Controller()
export class ReportCardBatchesHandlers {
  constructor(
    @Inject(ReportCardBatchesService) private readonly batches: ReportCardBatchesService,
    @Inject(ReportCardsService) private readonly cards: ReportCardsService,
  ) {}

  @Handles(startReportCardBatch)
  start(payload: PayloadOf<typeof startReportCardBatch>, actor: Actor | null) {
    return this.batches.start(actor, payload);
  }

  @Handles(getReportCardBatch)
  get(payload: PayloadOf<typeof getReportCardBatch>, actor: Actor | null) {
    return this.batches.get(actor, payload.batchId);
  }

  @Handles(downloadReportCardBatch)
  download(payload: PayloadOf<typeof downloadReportCardBatch>, actor: Actor | null) {
    return this.batches.download(actor, payload.batchId);
  }

  @Handles(downloadReportCardBatchPart)
  part(payload: PayloadOf<typeof downloadReportCardBatchPart>) {
    return this.batches.part(payload.key, payload.offset);
  }

  @Handles(exportReportCardsCsv)
  csv(payload: PayloadOf<typeof exportReportCardsCsv>, actor: Actor | null) {
    return this.cards.csv(actor, payload);
  }
}
