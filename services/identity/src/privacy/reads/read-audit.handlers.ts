import { Controller, Inject } from '@nestjs/common';
import {
  listReadLog,
  listReadReviews,
  markReadReviewed,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { ReadAuditService } from './read-audit.service.js';

/** 'Journal des consultations' (issue 31 §4, decision 0067). */
@Controller()
export class ReadAuditHandlers {
  constructor(@Inject(ReadAuditService) private readonly reads: ReadAuditService) {}

  @Handles(listReadLog)
  list(payload: PayloadOf<typeof listReadLog>, actor: Actor | null) {
    return this.reads.list(actor, payload);
  }

  @Handles(listReadReviews)
  reviews(payload: PayloadOf<typeof listReadReviews>, actor: Actor | null) {
    return this.reads.reviews(actor, payload);
  }

  @Handles(markReadReviewed)
  markReviewed(payload: PayloadOf<typeof markReadReviewed>, actor: Actor | null) {
    return this.reads.markReviewed(actor, payload.reviewId);
  }
}
