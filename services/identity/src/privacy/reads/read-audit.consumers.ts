import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { filesReadEvents } from '@crescendo/contracts';
import { EventConsumers } from '@crescendo/service-kit';
import { ReadAuditService } from './read-audit.service.js';

/**
 * The reads of students' files the serving services report (issue 31 §4): logged once each (the kit records the
 * event as processed in the same transaction), their unusual patterns raised for review.
 */
@Injectable()
export class ReadAuditConsumers implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly events: EventConsumers,
    @Inject(ReadAuditService) private readonly reads: ReadAuditService,
  ) {}

  onModuleInit() {
    for (const contract of filesReadEvents)
      this.events.on(contract, (read, { db, event }) => this.reads.record(db, event.id, read));
  }
}
