import { Inject, Injectable } from '@nestjs/common';
import { listGroupEvents, type Actor, type CalendarPublication } from '@crescendo/contracts';
import { googleCalendarTexts } from '@crescendo/i18n/server';
import { AppException, GroupsAccess, ServiceClient, type GroupsAccessPort } from '@crescendo/service-kit';
import { requireStaffMember } from '../access.js';
import { CalendarApi, CalendarCallError } from '../google/calendar-api.js';
import { isExpiredGrant } from '../google/google-errors.js';
import { grantsCalendar } from '../google/google-scopes.js';
import { TokenVault } from '../google/token-vault.store.js';
import { CalendarQueue } from './calendar-queue.provider.js';
import { CalendarStore, type PublicationProblem, type PublicationRow } from './calendar.store.js';

/** At most this many pages of the group's events are read at 'Publier' (50 events a page). */
const eventPagesMax = 40;

/**
 * 'Publier dans Google Agenda' (issue 28 §7) for a group the asking teacher teaches (groups decides, as the
 * actor), into their own Google account: without the calendar scopes nothing happens and `needsConsent` says
 * so (the page then asks Google's consent for them alone); with them, the calendar 'Crescendo — <groupe>' is
 * made once and every event of the group is queued, then each change follows (`evt.planning.event.saved`).
 */
@Injectable()
export class CalendarPublishingService {
  constructor(
    @Inject(CalendarStore) private readonly store: CalendarStore,
    @Inject(CalendarQueue) private readonly queue: CalendarQueue,
    @Inject(CalendarApi) private readonly api: CalendarApi,
    @Inject(TokenVault) private readonly vault: TokenVault,
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(ServiceClient) private readonly client: ServiceClient,
  ) {}

  async get(actor: Actor | null, groupId: string): Promise<CalendarPublication> {
    const me = await this.teacherOf(actor, groupId);
    return this.view(me.userId, groupId);
  }

  async publish(actor: Actor | null, groupId: string): Promise<CalendarPublication> {
    const me = await this.teacherOf(actor, groupId);
    const connection = await this.vault.load(me.userId);
    if (!connection || !grantsCalendar(connection.scopes)) return this.view(me.userId, groupId);
    const started = await this.store.start({ ...me, groupId });
    const problem = await this.ensureCalendar(started, me.groupName);
    if (problem) {
      await this.store.setProblem(started.id, problem);
      return this.view(me.userId, groupId);
    }
    await this.queueEvents(actor!, started.id, groupId);
    return this.view(me.userId, groupId);
  }

  /** 'Ne plus publier': nothing is removed from Google; the links stay, for 'Publier' again. */
  async stop(actor: Actor | null, groupId: string): Promise<CalendarPublication> {
    const me = await this.teacherOf(actor, groupId);
    await this.store.stop(me.userId, groupId);
    return this.view(me.userId, groupId);
  }

  /** The calendar, made once under the publication's lock; a refusal that is the teacher's to solve, named. */
  private async ensureCalendar(row: PublicationRow, groupName: string): Promise<PublicationProblem | null> {
    return this.store.locked(row.id, async (locked, tx) => {
      if (locked.calendar_id) return null;
      try {
        const name = googleCalendarTexts.calendarName(groupName);
        const calendarId = await this.api.insertCalendar(locked.user_id, name, 'America/Toronto');
        await tx.setCalendar(locked.id, calendarId, name);
        return null;
      } catch (error) {
        if (!(error instanceof CalendarCallError)) throw error;
        if (isExpiredGrant(error.failure)) return 'reconnect';
        if (error.failure.status === 403) return 'consent';
        throw new AppException('UNAVAILABLE', 'googleCalendar.googleError', {
          params: { status: error.failure.status, body: error.failure.body },
        });
      }
    });
  }

  /** Every event of the group (read as the teacher), wanted at Google; what waited already, queued again. */
  private async queueEvents(actor: Actor, publicationId: string, groupId: string): Promise<void> {
    let cursor: string | undefined;
    for (let page = 0; page < eventPagesMax; page += 1) {
      const { events, nextCursor } = await this.client.request(
        listGroupEvents,
        { groupId, cursor, limit: 50 },
        actor,
      );
      for (const planned of events) {
        const wanted = await this.store.want(
          publicationId,
          planned.event.id,
          planned,
          planned.event.sequence,
        );
        if (wanted)
          await this.queue.add({
            publicationId,
            eventId: planned.event.id,
            sequence: planned.event.sequence,
          });
      }
      if (!nextCursor) break;
      cursor = nextCursor;
    }
    for (const row of await this.store.pending({ publicationId }))
      await this.queue.add({ publicationId, eventId: row.event_id, sequence: row.wanted_sequence });
  }

  /** A teacher of the group (an admin who is not one publishes nothing: the calendar is the teacher's own). */
  private async teacherOf(actor: Actor | null, groupId: string) {
    const me = requireStaffMember(actor);
    const { group } = await this.access.require(actor!, groupId, 'teach', {
      forbidden: 'googleCalendar.notYourGroup',
    });
    return { userId: me.userId, organizationId: me.organizationId, groupName: group.name };
  }

  private async view(userId: string, groupId: string): Promise<CalendarPublication> {
    const connection = await this.vault.load(userId);
    const row = await this.store.publication(userId, groupId);
    const counts = row ? await this.store.counts(row.id) : { pending: 0, published: 0, failed: 0 };
    const granted = connection !== null && grantsCalendar(connection.scopes);
    return {
      groupId,
      connected: connection !== null,
      needsConsent: !granted || row?.problem === 'consent',
      publishing: row?.active ?? false,
      calendarName: row?.calendar_name ?? null,
      ...counts,
      problem: connection === null && row?.active ? 'reconnect' : (row?.problem ?? null),
    };
  }
}
