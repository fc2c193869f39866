import { z } from 'zod';
import { consentStatuses } from '@crescendo/domain';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { tripChargeSchema } from './planning-trip-charges.js';
import { tripDeadlinesSchema } from './planning-trip-deadlines.js';

/**
 * A 'Sortie''s consents (issue 28 §6, decision 0066): the event's managers ask each student's family to agree
 * (identity mails a parent for a student under 14 or of unknown age, the student from 14 on, with a link to
 * accept) and read who has agreed. The trip event's id is the agreement's reference for each of its students.
 * Frozen subjects (style.md §3).
 */
export const planningConsentSubjects = {
  requestConsents: 'planning.trip-consent.request',
  listConsents: 'planning.trip-consent.list',
} as const;

/** An outing asks at most this many students at once (one mail each, a few at a time). */
export const tripConsentStudentsMax = 300;

const eventShape = { eventId: z.string().uuid() };

/** Why a student's family was not asked: no parent address known, the mail or identity down, another refusal. */
export const tripConsentSkipReasons = ['parentEmailMissing', 'unavailable', 'refused'] as const;
export type TripConsentSkipReason = (typeof tripConsentSkipReasons)[number];

/**
 * 'Demander les consentements': one mailed link per student of the event's groups (none: every student of
 * the school's groups). A student already agreed is not asked again; one who could not be asked is named,
 * never failing the others.
 */
export const requestTripConsents = defineRequest(
  planningConsentSubjects.requestConsents,
  z.object(eventShape),
  z.object({
    /** Links mailed now (a pending one is replaced by a new link). */
    mailed: z.number().int().min(0),
    /** Already agreed: nothing mailed. */
    alreadyGranted: z.number().int().min(0),
    notAsked: z.array(
      z.object({
        studentId: z.string().uuid(),
        name: z.string(),
        reason: z.enum(tripConsentSkipReasons),
      }),
    ),
  }),
);

export const tripConsentSchema = z.object({
  studentId: z.string().uuid(),
  name: z.string(),
  /** 'none': not asked yet ('Non demandé'). */
  status: z.enum(consentStatuses),
  signer: z.enum(['parent', 'student']).nullable(),
  signedName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Their deposit and balance (issue 28 §6): paid, owed or not charged; null when the trip has none. */
  deposit: tripChargeSchema.optional(),
  balance: tripChargeSchema.optional(),
});
export type TripConsent = z.infer<typeof tripConsentSchema>;

export const tripConsentPage: PageSize = { default: 100, max: 300 };

/**
 * 'Consentements': the event's students, by name, with their agreement's status and who signed, and where they
 * stand with the trip's deposit and balance; `trip` is the event's deadlines, `billedAt` when 'Facturer la
 * sortie' was first done (null: never).
 */
export const listTripConsents = defineRequest(
  planningConsentSubjects.listConsents,
  z.object({ ...eventShape, ...pageQueryShape(tripConsentPage) }),
  z.object({
    consents: z.array(tripConsentSchema),
    trip: tripDeadlinesSchema.nullish(),
    billedAt: z.string().nullish(),
    ...nextCursorShape,
  }),
);

const eventParams = z.object(eventShape);
const staff: Array<'admin' | 'teacher'> = ['admin', 'teacher'];

export const requestTripConsentsRoute = defineHttpRoute({
  id: 'requestPlanningTripConsents',
  method: 'POST',
  path: '/planning/events/:eventId/consents',
  summary:
    "Ask each student's family of an outing to agree (a mailed link each); answers how many were mailed and who could not be asked",
  tag: 'planning',
  forwards: requestTripConsents,
  roles: staff,
  params: eventParams,
  payload: ({ params }) => ({ eventId: params.eventId }),
});

export const listTripConsentsRoute = defineHttpRoute({
  id: 'listPlanningTripConsents',
  method: 'GET',
  path: '/planning/events/:eventId/consents',
  summary:
    "An outing's students with their agreement's status and who signed, by name, a page at a time (`limit` ≤ 300, `cursor`)",
  tag: 'planning',
  forwards: listTripConsents,
  roles: staff,
  params: eventParams,
  query: z.object(pageQueryShape(tripConsentPage)),
  payload: ({ params, query }) => ({ ...query, eventId: params.eventId }),
});

export const planningConsentRoutes: readonly HttpRoute[] = [requestTripConsentsRoute, listTripConsentsRoute];
