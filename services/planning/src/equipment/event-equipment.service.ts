import { Inject, Injectable } from '@nestjs/common';
import type { Actor, PayloadOf, replaceEventEquipment } from '@crescendo/contracts';
import { AppException, Db } from '@crescendo/service-kit';
import { EventsService } from '../events.service.js';
import { EquipmentReservations, storeEquipment, storedPeriods } from './equipment-reservations.js';

/**
 * 'Matériel réservé' (issue 28 §7, decision 0080): who may reserve for an event is who may edit it (an admin; a
 * teacher of all its groups), decided here; the inventory then reserves, as the actor.
 */
@Injectable()
export class EventEquipmentService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(EventsService) private readonly events: EventsService,
    @Inject(EquipmentReservations) private readonly reservations: EquipmentReservations,
  ) {}

  async get(actor: Actor | null, eventId: string) {
    const { viewer } = await this.events.managed(actor, eventId);
    const equipment = await this.reservations.list(actor!, eventId);
    await storeEquipment(this.db, viewer.organizationId, eventId, equipment);
    return { equipment };
  }

  async replace(actor: Actor | null, input: PayloadOf<typeof replaceEventEquipment>) {
    const { viewer, event } = await this.events.managed(actor, input.eventId);
    if (event.status === 'cancelled') throw new AppException('CONFLICT', 'planning.equipmentEventCancelled');
    const periods = await storedPeriods(this.db, viewer.organizationId, event.id);
    const equipment = await this.reservations.replace(
      this.db,
      actor!,
      viewer.organizationId,
      event,
      periods,
      input.instrumentIds,
    );
    return { equipment };
  }
}
