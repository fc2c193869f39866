import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { tripChargeKinds, type TripChargeKind } from './planning-trip-deadlines.js';

/**
 * 'Facturer la sortie' (issue 28 §6): a 'Sortie''s deposit and balance recorded as purchases on each of its
 * students' finance ledgers, asked of finance as the actor (finance decides who may charge whom). Frozen subject
 * (style.md §3).
 */
export const planningTripChargeSubjects = {
  chargeTrip: 'planning.trip-charge.create',
} as const;

/**
 * The reference a trip's part carries on the student's purchase: finance keeps one purchase per student and
 * reference that is not cancelled, so a second 'Facturer la sortie' charges nothing twice.
 */
export const tripChargeReference = (eventId: string, kind: TripChargeKind) =>
  `planning.trip:${eventId}:${kind}`;

/** Why a student was not charged: finance refused (not one of the actor's students) or could not answer. */
export const tripChargeSkipReasons = ['refused', 'unavailable'] as const;
export type TripChargeSkipReason = (typeof tripChargeSkipReasons)[number];

export const chargeTrip = defineRequest(
  planningTripChargeSubjects.chargeTrip,
  z.object({ eventId: z.string().uuid() }),
  z.object({
    /** Purchases recorded now. */
    charged: z.number().int().min(0),
    /** Already recorded at the same amount, or paid: nothing done. */
    alreadyCharged: z.number().int().min(0),
    /** Unpaid purchases at an older amount, cancelled and recorded again at the trip's amount now. */
    replaced: z.number().int().min(0),
    notCharged: z.array(
      z.object({
        studentId: z.string().uuid(),
        name: z.string(),
        kind: z.enum(tripChargeKinds),
        reason: z.enum(tripChargeSkipReasons),
      }),
    ),
  }),
);

/** Where a student stands with one part of the trip: 'Payé', 'À régler' or 'Non facturé'. */
export const tripChargeStates = ['paid', 'owed', 'notCharged'] as const;
export type TripChargeState = (typeof tripChargeStates)[number];

/** A student's part of the trip, as their ledger has it (null: the trip has no such amount). */
export const tripChargeSchema = z
  .object({
    state: z.enum(tripChargeStates),
    /** What the purchase was recorded at (null: not charged). */
    amountCents: z.number().int().positive().nullable(),
  })
  .nullable();
export type TripCharge = z.infer<typeof tripChargeSchema>;

export const chargeTripRoute = defineHttpRoute({
  id: 'chargePlanningTrip',
  method: 'POST',
  path: '/planning/events/:eventId/charges',
  summary:
    "Record an outing's deposit and balance as purchases on each of its students' ledgers ('Facturer la sortie'); a second call charges nothing twice and replaces unpaid purchases whose amount changed",
  tag: 'planning',
  forwards: chargeTrip,
  roles: ['admin', 'teacher'],
  params: z.object({ eventId: z.string().uuid() }),
  payload: ({ params }) => ({ eventId: params.eventId }),
});

export const planningTripChargeRoutes: readonly HttpRoute[] = [chargeTripRoute];
