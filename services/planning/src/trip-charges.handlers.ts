import { Controller, Inject } from '@nestjs/common';
import { chargeTrip, type Actor, type PayloadOf } from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { TripChargesService } from './trip-charges.service.js';

/** 'Facturer la sortie' (issue 28 §6): validated by the contract, decided in the service. */
@Controller()
export class TripChargesHandlers {
  constructor(@Inject(TripChargesService) private readonly charges: TripChargesService) {}

  @Handles(chargeTrip)
  charge(payload: PayloadOf<typeof chargeTrip>, actor: Actor | null) {
    return this.charges.charge(actor, payload);
  }
}
