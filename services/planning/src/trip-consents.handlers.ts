import { Controller, Inject } from '@nestjs/common';
import { listTripConsents, requestTripConsents, type Actor, type PayloadOf } from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { TripConsentsService } from './trip-consents.service.js';

/** A 'Sortie''s consents (issue 28 §6): validated by the contract, decided in the service. */
@Controller()
export class TripConsentsHandlers {
  constructor(@Inject(TripConsentsService) private readonly consents: TripConsentsService) {}

  @Handles(requestTripConsents)
  request(payload: PayloadOf<typeof requestTripConsents>, actor: Actor | null) {
    return this.consents.request(actor, payload);
  }

  @Handles(listTripConsents)
  list(payload: PayloadOf<typeof listTripConsents>, actor: Actor | null) {
    return this.consents.list(actor, payload);
  }
}
