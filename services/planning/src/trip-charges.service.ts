import { Inject, Injectable } from '@nestjs/common';
import {
  tripChargeKinds,
  type Actor,
  type ListedPurchase,
  type PayloadOf,
  type PlanningEvent,
  type ReplyOf,
  type TripCharge,
  type TripChargeKind,
  type TripChargeSkipReason,
  type chargeTrip,
} from '@crescendo/contracts';
import { tripPurchaseWords } from '@crescendo/i18n/server';
import { AppException, Db } from '@crescendo/service-kit';
import { EVENT_STORE, type EventStore } from './event.store.js';
import { EventsService } from './events.service.js';
import { PLANNING_OPTIONS, type PlanningOptions } from './planning.options.js';
import { TripLedger, type TripPurchases } from './trip-ledger.js';
import { TripStudents, byStudentKey, eachLimited, type EventStudent } from './trip-students.js';

/** Students charged at once: finance is asked a few requests at a time, never flooded. */
const chargeConcurrency = 4;

/** The parts of a trip that have an amount, in the order they fall due. */
export const partsOf = (event: PlanningEvent) =>
  tripChargeKinds.flatMap((kind) => {
    const part = event.trip?.[kind];
    return part ? [{ kind, amountCents: part.amountCents }] : [];
  });

/** Where a student stands with one part: null when the trip has no such amount. */
export function chargeOf(
  event: PlanningEvent,
  purchases: TripPurchases,
  kind: TripChargeKind,
  studentId: string,
): TripCharge {
  if (!event.trip?.[kind]) return null;
  const purchase: ListedPurchase | undefined = purchases[kind].get(studentId);
  if (!purchase) return { state: 'notCharged', amountCents: null };
  return { state: purchase.status === 'paid' ? 'paid' : 'owed', amountCents: purchase.amountCents };
}

/**
 * 'Facturer la sortie' (issue 28 §6): the deposit and the balance recorded on each student's ledger, asked of
 * finance as the actor. Run again, it charges nothing twice (finance keeps one live purchase per student and
 * reference) and replaces an unpaid purchase whose amount the trip no longer has (cancelled, then recorded at
 * the new amount); a paid one stays as it was paid. One student never fails the batch.
 */
@Injectable()
export class TripChargesService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PLANNING_OPTIONS) private readonly options: PlanningOptions,
    @Inject(EventsService) private readonly events: EventsService,
    @Inject(TripStudents) private readonly students: TripStudents,
    @Inject(TripLedger) private readonly ledger: TripLedger,
  ) {}

  async charge(
    actor: Actor | null,
    input: PayloadOf<typeof chargeTrip>,
  ): Promise<ReplyOf<typeof chargeTrip>> {
    const { viewer, event } = await this.events.managed(actor, input.eventId);
    if (event.status === 'cancelled') throw new AppException('CONFLICT', 'planning.tripChargeCancelled');
    const parts = partsOf(event);
    if (event.type !== 'outing' || parts.length === 0)
      throw new AppException('CONFLICT', 'planning.tripNothingToCharge');
    const students = await this.students.of(actor!, event);
    const existing = await this.ledger.purchasesOf(actor!, event.id);
    // Before the first purchase: a cancellation of the trip then knows there may be some to cancel.
    await this.store.markBilled(this.db, viewer.organizationId, event.id, this.options.now());
    const counts = { charged: 0, alreadyCharged: 0, replaced: 0 };
    const notCharged: Array<EventStudent & { kind: TripChargeKind; reason: TripChargeSkipReason }> = [];
    await eachLimited(students, chargeConcurrency, async (student) => {
      for (const part of parts) {
        const current = existing[part.kind].get(student.studentId);
        if (current && (current.amountCents === part.amountCents || current.status === 'paid')) {
          counts.alreadyCharged += 1;
          continue;
        }
        try {
          if (current) await this.ledger.cancel(actor!, current.id, tripPurchaseWords.amountChanged('fr'));
          await this.ledger.record(actor!, {
            eventId: event.id,
            title: event.title,
            studentId: student.studentId,
            kind: part.kind,
            amountCents: part.amountCents,
          });
          counts[current ? 'replaced' : 'charged'] += 1;
        } catch (error) {
          const code = error instanceof AppException ? error.error.code : 'UNAVAILABLE';
          const reason = code === 'FORBIDDEN' || code === 'NOT_FOUND' ? 'refused' : 'unavailable';
          notCharged.push({ ...student, kind: part.kind, reason });
        }
      }
    });
    return {
      ...counts,
      notCharged: notCharged
        .sort(byStudentKey)
        .map(({ studentId, name, kind, reason }) => ({ studentId, name, kind, reason })),
    };
  }
}
