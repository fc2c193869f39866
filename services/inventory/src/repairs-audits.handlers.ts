import { Controller, Inject } from '@nestjs/common';
import {
  completeRepair,
  finishAudit,
  getAudit,
  getInstrument,
  listAuditItems,
  listAudits,
  listRepairs,
  scanAudit,
  sendToRepair,
  startAudit,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { AuditsService } from './audits.service.js';
import { InstrumentsService } from './instruments.service.js';
import { RepairsService } from './repairs.service.js';

/** An instrument's details, its repair log and the physical inventories (issue 27 §6): thin, as the others. */
@Controller()
export class RepairsAuditsHandlers {
  constructor(
    @Inject(InstrumentsService) private readonly instruments: InstrumentsService,
    @Inject(RepairsService) private readonly repairs: RepairsService,
    @Inject(AuditsService) private readonly audits: AuditsService,
  ) {}

  @Handles(getInstrument)
  getInstrument(payload: PayloadOf<typeof getInstrument>, actor: Actor | null) {
    return this.instruments.get(actor, payload.instrumentId);
  }

  @Handles(listRepairs)
  listRepairs(payload: PayloadOf<typeof listRepairs>, actor: Actor | null) {
    return this.repairs.list(actor, payload);
  }

  @Handles(sendToRepair)
  sendToRepair(payload: PayloadOf<typeof sendToRepair>, actor: Actor | null) {
    return this.repairs.send(actor, payload);
  }

  @Handles(completeRepair)
  completeRepair(payload: PayloadOf<typeof completeRepair>, actor: Actor | null) {
    return this.repairs.complete(actor, payload);
  }

  @Handles(listAudits)
  listAudits(payload: PayloadOf<typeof listAudits>, actor: Actor | null) {
    return this.audits.list(actor, payload);
  }

  @Handles(startAudit)
  startAudit(payload: PayloadOf<typeof startAudit>, actor: Actor | null) {
    return this.audits.start(actor, payload);
  }

  @Handles(getAudit)
  getAudit(payload: PayloadOf<typeof getAudit>, actor: Actor | null) {
    return this.audits.get(actor, payload.auditId);
  }

  @Handles(listAuditItems)
  listAuditItems(payload: PayloadOf<typeof listAuditItems>, actor: Actor | null) {
    return this.audits.items(actor, payload);
  }

  @Handles(scanAudit)
  scanAudit(payload: PayloadOf<typeof scanAudit>, actor: Actor | null) {
    return this.audits.scan(actor, payload);
  }

  @Handles(finishAudit)
  finishAudit(payload: PayloadOf<typeof finishAudit>, actor: Actor | null) {
    return this.audits.finish(actor, payload.auditId);
  }
}
