import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { equipmentIdsSchema, reservedInstrumentSchema } from '../inventory/reservations.js';

/**
 * 'Matériel réservé' of an event (issue 28 §7, decision 0080): who may reserve is who may edit the event (the
 * planning decides), then the planning asks the inventory, which owns the reservations, as the actor. Frozen
 * subjects (style.md §3).
 */
export const planningEquipmentSubjects = {
  get: 'planning.equipment.get',
  replace: 'planning.equipment.replace',
} as const;

const eventEquipmentReplySchema = z.object({ equipment: z.array(reservedInstrumentSchema) });
const eventId = z.object({ eventId: z.string().uuid() });

/** The instruments reserved for the event, as the inventory has them now. */
export const getEventEquipment = defineRequest(
  planningEquipmentSubjects.get,
  eventId,
  eventEquipmentReplySchema,
);

export const replaceEventEquipmentBodySchema = z.object({ instrumentIds: equipmentIdsSchema });

/** The event's equipment is now these instruments (none: all released), over each of its occurrences. */
export const replaceEventEquipment = defineRequest(
  planningEquipmentSubjects.replace,
  eventId.extend(replaceEventEquipmentBodySchema.shape),
  eventEquipmentReplySchema,
);

export const getEventEquipmentRoute = defineHttpRoute({
  id: 'getPlanningEventEquipment',
  method: 'GET',
  path: '/planning/events/:eventId/equipment',
  summary: 'The school’s instruments reserved for the event (‘Matériel réservé’)',
  tag: 'planning',
  forwards: getEventEquipment,
  roles: ['admin', 'teacher'],
  params: eventId,
});

export const replaceEventEquipmentRoute = defineHttpRoute({
  id: 'replacePlanningEventEquipment',
  method: 'PUT',
  path: '/planning/events/:eventId/equipment',
  summary:
    'Reserve these instruments of the school for the event (at most 50; none releases them); an instrument already reserved by an overlapping event is a conflict',
  tag: 'planning',
  forwards: replaceEventEquipment,
  roles: ['admin', 'teacher'],
  params: eventId,
  body: replaceEventEquipmentBodySchema,
});

export const planningEquipmentRoutes: readonly HttpRoute[] = [
  getEventEquipmentRoute,
  replaceEventEquipmentRoute,
];
