import { Controller, Inject } from '@nestjs/common';
import {
  clearPrivacyOfficer,
  getPrivacyOfficer,
  getPublishedPrivacyOfficer,
  setPrivacyOfficer,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { PrivacyOfficerService } from './privacy-officer.service.js';

/** 'Responsable de la protection des renseignements personnels' (issue 31 §6). */
@Controller()
export class PrivacyOfficerHandlers {
  constructor(@Inject(PrivacyOfficerService) private readonly officers: PrivacyOfficerService) {}

  @Handles(getPrivacyOfficer)
  settings(_payload: PayloadOf<typeof getPrivacyOfficer>, actor: Actor | null) {
    return this.officers.settings(actor);
  }

  @Handles(setPrivacyOfficer)
  set(payload: PayloadOf<typeof setPrivacyOfficer>, actor: Actor | null) {
    return this.officers.set(actor, payload);
  }

  @Handles(clearPrivacyOfficer)
  clear(_payload: PayloadOf<typeof clearPrivacyOfficer>, actor: Actor | null) {
    return this.officers.clear(actor);
  }

  @Handles(getPublishedPrivacyOfficer)
  published(payload: PayloadOf<typeof getPublishedPrivacyOfficer>) {
    return this.officers.published(payload.organizationId);
  }
}
