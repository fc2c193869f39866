import { Controller, Inject } from '@nestjs/common';
import {
  listEventReservations,
  listUpcomingReservations,
  replaceEventReservations,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { ReservationsService } from './reservations.service.js';

/** Instruments reserved for planning events (issue 28 §7): thin, as the others. */
@Controller()
export class ReservationsHandlers {
  constructor(@Inject(ReservationsService) private readonly reservations: ReservationsService) {}

  @Handles(replaceEventReservations)
  replace(payload: PayloadOf<typeof replaceEventReservations>, actor: Actor | null) {
    return this.reservations.replace(actor, payload);
  }

  @Handles(listEventReservations)
  ofEvent(payload: PayloadOf<typeof listEventReservations>, actor: Actor | null) {
    return this.reservations.ofEvent(actor, payload.eventId);
  }

  @Handles(listUpcomingReservations)
  upcoming(payload: PayloadOf<typeof listUpcomingReservations>, actor: Actor | null) {
    return this.reservations.upcoming(actor, payload);
  }
}
