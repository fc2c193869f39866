import { Inject, Injectable } from '@nestjs/common';
import {
  listSignedAgreements,
  requestSignedAgreement,
  type Actor,
  type PayloadOf,
  type PlanningEvent,
  type ReplyOf,
  type TripConsent,
  type TripConsentSkipReason,
  type listTripConsents,
  type requestTripConsents,
} from '@crescendo/contracts';
import { AppException, Db, ServiceClient, decodeCursor, pageOf } from '@crescendo/service-kit';
import { agreementSummaries } from '@crescendo/i18n/server';
import { EVENT_STORE, type EventStore } from './event.store.js';
import { EventsService } from './events.service.js';
import { chargeOf, partsOf } from './trip-charges.service.js';
import { TripLedger, type TripPurchases } from './trip-ledger.js';
import {
  TripStudents,
  byStudentKey,
  eachLimited,
  studentSortKeyPattern,
  type EventStudent,
} from './trip-students.js';

/** Mails asked of identity at once: a few, so a class of 30 takes seconds and identity is never flooded. */
const askConcurrency = 4;

/** What the mail and the parent's page say the agreement is for: the outing and its days, nobody else. */
export function tripSummary(event: Pick<PlanningEvent, 'title' | 'day' | 'endDay'>): string {
  return agreementSummaries.trip('fr', { title: event.title, day: event.day, endDay: event.endDay ?? null });
}

/**
 * A 'Sortie''s consents (issue 28 §6, decision 0066): the event's managers (as for an edit) ask identity, as
 * the actor, to mail each student's family a link to agree, and read the answers. The event's id is each
 * student's agreement reference; which students an event concerns is groups' answer to the actor (decision
 * 0045), their names identity's. Nothing of it is stored here.
 */
@Injectable()
export class TripConsentsService {
  constructor(
    @Inject(EventsService) private readonly events: EventsService,
    @Inject(TripStudents) private readonly students: TripStudents,
    @Inject(TripLedger) private readonly ledger: TripLedger,
    @Inject(ServiceClient) private readonly client: ServiceClient,
    @Inject(Db) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** 'Demander les consentements': one request per student, never failing the batch for one of them. */
  async request(
    actor: Actor | null,
    input: PayloadOf<typeof requestTripConsents>,
  ): Promise<ReplyOf<typeof requestTripConsents>> {
    const { event } = await this.events.managed(actor, input.eventId);
    if (event.type !== 'outing') throw new AppException('CONFLICT', 'planning.consentsOutingOnly');
    if (event.status === 'cancelled') throw new AppException('CONFLICT', 'planning.consentsEventCancelled');
    const students = await this.students.of(actor!, event);
    const summary = tripSummary(event);
    let mailed = 0;
    let alreadyGranted = 0;
    const notAsked: Array<EventStudent & { reason: TripConsentSkipReason }> = [];
    await eachLimited(students, askConcurrency, async (student) => {
      const reason = await this.client
        .send(
          requestSignedAgreement,
          { studentId: student.studentId, kind: 'trip', reference: event.id, summary },
          actor,
        )
        .then((reply): TripConsentSkipReason | null => {
          if (reply.ok) {
            if (reply.data.status === 'granted') alreadyGranted += 1;
            else mailed += 1;
            return null;
          }
          if (reply.error.code === 'VALIDATION_FAILED' && reply.error.fields?.parentEmail)
            return 'parentEmailMissing';
          return reply.error.code === 'UNAVAILABLE' ? 'unavailable' : 'refused';
        })
        .catch((): TripConsentSkipReason => 'unavailable');
      if (reason) notAsked.push({ ...student, reason });
    });
    return {
      mailed,
      alreadyGranted,
      notAsked: notAsked
        .sort(byStudentKey)
        .map(({ studentId, name, reason }) => ({ studentId, name, reason })),
    };
  }

  /** 'Consentements': the event's students by name, their agreement's status ('none': not asked) and signer. */
  async list(
    actor: Actor | null,
    input: PayloadOf<typeof listTripConsents>,
  ): Promise<ReplyOf<typeof listTripConsents>> {
    const { viewer, event } = await this.events.managed(actor, input.eventId);
    if (event.type !== 'outing') throw new AppException('CONFLICT', 'planning.consentsOutingOnly');
    const after = input.cursor ? decodeCursor(input.cursor, studentSortKeyPattern) : null;
    const students = (await this.students.of(actor!, event)).filter(
      (student) =>
        !after || student.key > after.key || (student.key === after.key && student.studentId > after.id),
    );
    const { agreements } = await this.client.request(
      listSignedAgreements,
      { kind: 'trip', references: [event.id] },
      actor,
    );
    const byStudent = new Map(agreements.map((agreement) => [agreement.studentId, agreement]));
    // The deposit and balance as finance has them, once 'Facturer la sortie' was done (never: not charged).
    const billedAt = await this.store.billedAtOf(this.db, viewer.organizationId, event.id);
    const purchases: TripPurchases =
      billedAt && partsOf(event).length > 0
        ? await this.ledger.purchasesOf(actor!, event.id)
        : { deposit: new Map(), balance: new Map() };
    const page = pageOf(
      students.slice(0, input.limit + 1),
      input.limit,
      (student): TripConsent => {
        const agreement = byStudent.get(student.studentId);
        return {
          studentId: student.studentId,
          name: student.name,
          status: agreement?.status ?? 'none',
          signer: agreement?.signer ?? null,
          signedName: agreement?.signedName ?? null,
          decidedAt: agreement?.decidedAt ?? null,
          deposit: chargeOf(event, purchases, 'deposit', student.studentId),
          balance: chargeOf(event, purchases, 'balance', student.studentId),
        };
      },
      (student) => ({ key: student.key, id: student.studentId }),
    );
    return {
      consents: page.items,
      trip: event.trip ?? null,
      billedAt: billedAt?.toISOString() ?? null,
      nextCursor: page.nextCursor,
    };
  }
}
