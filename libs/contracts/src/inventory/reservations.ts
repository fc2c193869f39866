import { z } from 'zod';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { instrumentFamilySchema } from './instrument.js';

/**
 * The school's instruments reserved for a planning event (issue 28 §7, decision 0080). The inventory owns the
 * reservations; who may reserve for an event is the planning's decision (who may edit it), so only the planning
 * sends `inventory.reservation.replace`, as the actor, once it has decided. Frozen subjects (style.md §3).
 */
export const inventoryReservationSubjects = {
  replace: 'inventory.reservation.replace',
  ofEvent: 'inventory.reservation.list',
  upcoming: 'inventory.reservation.upcoming',
} as const;

/** At most this many instruments for one event. */
export const eventEquipmentMax = 50;
/** One period per occurrence: a weekly series of a year has 53. */
export const reservationPeriodsMax = 60;

/** One instrument reserved for an event, as the event shows it. */
export const reservedInstrumentSchema = z.object({
  instrumentId: z.string().uuid(),
  assetNumber: z.string(),
  type: z.string(),
  family: instrumentFamilySchema,
});
export type ReservedInstrument = z.infer<typeof reservedInstrumentSchema>;

/** An occurrence of the event, from its call time (or start) to its end. */
export const reservationPeriodSchema = z
  .object({ startsAt: z.string().datetime(), endsAt: z.string().datetime() })
  .refine((period) => period.endsAt > period.startsAt, {
    path: ['endsAt'],
    message: 'validation.planningEndBeforeStart',
  });
export type ReservationPeriod = z.infer<typeof reservationPeriodSchema>;

export const equipmentIdsSchema = z
  .array(z.string().uuid())
  .max(eventEquipmentMax, 'validation.eventEquipmentMax');

export const replaceEventReservationsInputSchema = z.object({
  eventId: z.string().uuid(),
  /** The event's title, kept beside its reservations for the instrument's details. */
  title: z.string().min(1).max(200),
  periods: z.array(reservationPeriodSchema).min(1).max(reservationPeriodsMax),
  /** The instruments now reserved (none: all released); absent: those already reserved, moved to `periods`. */
  instrumentIds: equipmentIdsSchema.optional(),
});

/**
 * The event's equipment replaced (or moved). An instrument reserved by another event over an overlapping period
 * is `CONFLICT` 'Conflit : l’instrument … est déjà réservé …'; one out of service `CONFLICT`; another school's
 * `NOT_FOUND`. Nothing changes on a refusal.
 */
export const replaceEventReservations = defineRequest(
  inventoryReservationSubjects.replace,
  replaceEventReservationsInputSchema,
  z.object({ equipment: z.array(reservedInstrumentSchema) }),
);

/** The instruments reserved for one event, by asset number (at most `eventEquipmentMax`). */
export const listEventReservations = defineRequest(
  inventoryReservationSubjects.ofEvent,
  z.object({ eventId: z.string().uuid() }),
  z.object({ equipment: z.array(reservedInstrumentSchema) }),
);

/** One reserved occurrence of an instrument, for its details. */
export const instrumentReservationSchema = z.object({
  id: z.string().uuid(),
  eventId: z.string().uuid(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type InstrumentReservation = z.infer<typeof instrumentReservationSchema>;

export const instrumentReservationPage: PageSize = { default: 20, max: 100 };

export const upcomingReservationsQuerySchema = z.object({ ...pageQueryShape(instrumentReservationPage) });

/** An instrument's reservations not over yet, soonest first, a page at a time. */
export const listUpcomingReservations = defineRequest(
  inventoryReservationSubjects.upcoming,
  z.object({ instrumentId: z.string().uuid(), ...pageQueryShape(instrumentReservationPage) }),
  z.object({ reservations: z.array(instrumentReservationSchema), ...nextCursorShape }),
);

export const listUpcomingReservationsRoute = defineHttpRoute({
  id: 'listInstrumentReservations',
  method: 'GET',
  path: '/inventory/instruments/:instrumentId/reservations',
  summary:
    'An instrument’s reservations for planning events not over yet, soonest first, a page at a time (`limit` ≤ 100)',
  tag: 'inventory',
  forwards: listUpcomingReservations,
  roles: ['admin', 'teacher'],
  params: z.object({ instrumentId: z.string().uuid() }),
  query: upcomingReservationsQuerySchema,
});

/** The reservations' routes of the inventory, listed for the gateway (`@crescendo/contracts/http`). */
export const inventoryReservationRoutes: readonly HttpRoute[] = [listUpcomingReservationsRoute];
