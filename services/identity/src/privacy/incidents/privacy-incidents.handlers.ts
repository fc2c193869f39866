import { Controller, Inject } from '@nestjs/common';
import {
  listPrivacyIncidents,
  recordPrivacyIncident,
  updatePrivacyIncident,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { PrivacyIncidentsService } from './privacy-incidents.service.js';

/** 'Registre des incidents' (issue 31 §6, decision 0063). */
@Controller()
export class PrivacyIncidentsHandlers {
  constructor(@Inject(PrivacyIncidentsService) private readonly incidents: PrivacyIncidentsService) {}

  @Handles(listPrivacyIncidents)
  list(payload: PayloadOf<typeof listPrivacyIncidents>, actor: Actor | null) {
    return this.incidents.list(actor, payload.schoolId, payload);
  }

  @Handles(recordPrivacyIncident)
  record(payload: PayloadOf<typeof recordPrivacyIncident>, actor: Actor | null) {
    return this.incidents.record(actor, payload);
  }

  @Handles(updatePrivacyIncident)
  update(payload: PayloadOf<typeof updatePrivacyIncident>, actor: Actor | null) {
    return this.incidents.update(actor, payload);
  }
}
