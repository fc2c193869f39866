import { Controller, Inject } from '@nestjs/common';
import {
  approveRosterChange,
  getRosterSync,
  rejectRosterChange,
  startRosterResync,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { RosterResyncService } from './roster-resync.service.js';

/** Roster re-sync requests: validated by the contract (in @Handles), decided in RosterResyncService. */
@Controller()
export class RosterResyncHandlers {
  constructor(@Inject(RosterResyncService) private readonly resyncs: RosterResyncService) {}

  @Handles(getRosterSync)
  get(payload: PayloadOf<typeof getRosterSync>, actor: Actor | null) {
    return this.resyncs.get(actor, payload.groupId);
  }

  @Handles(startRosterResync)
  start(payload: PayloadOf<typeof startRosterResync>, actor: Actor | null) {
    return this.resyncs.start(actor, payload.groupId);
  }

  @Handles(approveRosterChange)
  approve(payload: PayloadOf<typeof approveRosterChange>, actor: Actor | null) {
    return this.resyncs.approve(actor, payload.groupId);
  }

  @Handles(rejectRosterChange)
  reject(payload: PayloadOf<typeof rejectRosterChange>, actor: Actor | null) {
    return this.resyncs.reject(actor, payload.groupId);
  }
}
