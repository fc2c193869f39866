import { Inject, Injectable } from '@nestjs/common';
import {
  listSignedAgreements,
  lookupProfiles,
  maxProfileLookupIds,
  requestSignedAgreement,
  tripConsentStudentsMax,
  type Actor,
  type PayloadOf,
  type PlanningEvent,
  type ReplyOf,
  type TripConsent,
  type TripConsentSkipReason,
  type listTripConsents,
  type requestTripConsents,
} from '@crescendo/contracts';
import {
  AppException,
  GroupsAccess,
  ServiceClient,
  decodeCursor,
  pageOf,
  type GroupsAccessPort,
} from '@crescendo/service-kit';
import { EventsService } from './events.service.js';
import { agreementSummaries } from '@crescendo/i18n/server';

/** Mails asked of identity at once: a few, so a class of 30 takes seconds and identity is never flooded. */
const askConcurrency = 4;

interface EventStudent {
  studentId: string;
  name: string;
  /** The list's order: the name without accents, case or punctuation (40 characters), then the id. */
  key: string;
}

const sortKeyOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .slice(0, 40);
const sortKeyPattern = '[a-z0-9 ]{0,40}';
const byKey = (a: { key: string; studentId: string }, b: { key: string; studentId: string }) =>
  a.key === b.key ? (a.studentId < b.studentId ? -1 : 1) : a.key < b.key ? -1 : 1;

/** What the mail and the parent's page say the agreement is for: the outing and its days, nobody else. */
export function tripSummary(event: Pick<PlanningEvent, 'title' | 'day' | 'endDay'>): string {
  return agreementSummaries.trip('fr', { title: event.title, day: event.day, endDay: event.endDay ?? null });
}

/** Runs `work` on every item, `concurrency` at a time, in order of start. */
async function eachLimited<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
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
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(ServiceClient) private readonly client: ServiceClient,
  ) {}

  /** 'Demander les consentements': one request per student, never failing the batch for one of them. */
  async request(
    actor: Actor | null,
    input: PayloadOf<typeof requestTripConsents>,
  ): Promise<ReplyOf<typeof requestTripConsents>> {
    const { event } = await this.events.managed(actor, input.eventId);
    if (event.type !== 'outing') throw new AppException('CONFLICT', 'planning.consentsOutingOnly');
    if (event.status === 'cancelled') throw new AppException('CONFLICT', 'planning.consentsEventCancelled');
    const students = await this.studentsOf(actor!, event);
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
      notAsked: notAsked.sort(byKey).map(({ studentId, name, reason }) => ({ studentId, name, reason })),
    };
  }

  /** 'Consentements': the event's students by name, their agreement's status ('none': not asked) and signer. */
  async list(
    actor: Actor | null,
    input: PayloadOf<typeof listTripConsents>,
  ): Promise<ReplyOf<typeof listTripConsents>> {
    const { event } = await this.events.managed(actor, input.eventId);
    if (event.type !== 'outing') throw new AppException('CONFLICT', 'planning.consentsOutingOnly');
    const after = input.cursor ? decodeCursor(input.cursor, sortKeyPattern) : null;
    const students = (await this.studentsOf(actor!, event)).filter(
      (student) =>
        !after || student.key > after.key || (student.key === after.key && student.studentId > after.id),
    );
    const { agreements } = await this.client.request(
      listSignedAgreements,
      { kind: 'trip', references: [event.id] },
      actor,
    );
    const byStudent = new Map(agreements.map((agreement) => [agreement.studentId, agreement]));
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
        };
      },
      (student) => ({ key: student.key, id: student.studentId }),
    );
    return { consents: page.items, nextCursor: page.nextCursor };
  }

  /**
   * The students of the event's groups (none: every student of the school's groups), as groups answers the
   * actor, with their names from identity (someone no longer of the school is left out), by name then id.
   */
  private async studentsOf(actor: Actor, event: PlanningEvent): Promise<EventStudent[]> {
    const ids = new Set<string>();
    if (event.groupIds.length === 0) {
      for (const id of (await this.access.scope(actor, 'see')).studentIds) ids.add(id);
    } else {
      const granted = await this.access.granted(actor, event.groupIds, 'see');
      for (const grant of granted.values()) for (const id of grant.group.studentIds) ids.add(id);
    }
    if (ids.size > tripConsentStudentsMax)
      throw new AppException('CONFLICT', 'planning.consentsTooManyStudents', {
        params: { maximum: tripConsentStudentsMax },
      });
    const students: EventStudent[] = [];
    const all = [...ids];
    for (let start = 0; start < all.length; start += maxProfileLookupIds) {
      const { profiles } = await this.client.request(
        lookupProfiles,
        { userIds: all.slice(start, start + maxProfileLookupIds) },
        actor,
      );
      for (const profile of profiles) {
        if (profile.role !== 'student') continue;
        const name = `${profile.firstName} ${profile.lastName}`.trim();
        students.push({ studentId: profile.id, name, key: sortKeyOf(name) });
      }
    }
    return students.sort(byKey);
  }
}
