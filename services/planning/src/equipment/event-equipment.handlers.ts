import { Controller, Inject } from '@nestjs/common';
import { getEventEquipment, replaceEventEquipment, type Actor, type PayloadOf } from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { EventEquipmentService } from './event-equipment.service.js';

/** 'Matériel réservé' (issue 28 §7): validated by the contract, decided in the service. */
@Controller()
export class EventEquipmentHandlers {
  constructor(@Inject(EventEquipmentService) private readonly equipment: EventEquipmentService) {}

  @Handles(getEventEquipment)
  get(payload: PayloadOf<typeof getEventEquipment>, actor: Actor | null) {
    return this.equipment.get(actor, payload.eventId);
  }

  @Handles(replaceEventEquipment)
  replace(payload: PayloadOf<typeof replaceEventEquipment>, actor: Actor | null) {
    return this.equipment.replace(actor, payload);
  }
}
