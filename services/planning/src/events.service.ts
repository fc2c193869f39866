import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  planningEventSaved,
  tripDeadlinesOf,
  type Actor,
  type PayloadOf,
  type PlanningEvent,
  type PlanningConflict,
  type PlanningEventFields,
  type TripDeadlines,
  type findPlanningConflicts,
  type listGroupEvents,
  type listOccurrences,
  type updateEvent,
} from '@crescendo/contracts';
import { dayOf, findConflicts, instantAt, shiftDay, type OtherEvent } from '@crescendo/domain';
import {
  AppException,
  Db,
  GroupsAccess,
  Outbox,
  requireStaff,
  viewerOf,
  type GroupsAccessPort,
} from '@crescendo/service-kit';
import { EVENT_STORE, decodeOccurrenceCursor, type EventStore, type EventWrite } from './event.store.js';
import { FEED_STORE, type FeedStore } from './feed.store.js';
import { IMPORTED_CALENDAR_STORE, type ImportedCalendarStore } from './imported-calendar.store.js';
import { occurrencesOf } from './occurrences.js';
import { groupEventsPage, plannedEvent } from './planned-events.store.js';
import { PLANNING_OPTIONS, type PlanningOptions } from './planning.options.js';
import { ReminderScheduler } from './reminders/reminder-scheduler.js';
import { occurrenceDaysOf } from './reminders/reminder.store.js';
import { TripCancellation } from './trip-cancellation.js';
import { EquipmentReservations, periodOf, storedPeriods } from './equipment/equipment-reservations.js';

type Staff = ReturnType<typeof requireStaff>;

/**
 * The deadlines to store: those sent, or (none sent, an edit) the event's; a 'Sortie''s only, so an event
 * that is no longer one loses them.
 */
const tripOf = (fields: PlanningEventFields, current: PlanningEvent | null): TripDeadlines | null => {
  if (fields.type !== 'outing') return null;
  return fields.trip === undefined ? (current?.trip ?? null) : tripDeadlinesOf(fields.trip);
};

/** 'HH:MM' of an instant on the school's clock. */
const wallClock = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    instant,
  );

/** A series of a year against a busy school: the occurrences read to compare stay bounded. */
const conflictOccurrencesMax = 5000;

/**
 * The department's events (issue 28 §1). An admin writes for the school (or any of its groups); a teacher for
 * the groups groups says they teach (decision 0045, asked as the actor, never re-decided here); a student
 * reads the whole school's events and their groups'.
 */
@Injectable()
export class EventsService {
  private readonly logger = new Logger('EventsService');

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FEED_STORE) private readonly feeds: FeedStore,
    @Inject(PLANNING_OPTIONS) private readonly options: PlanningOptions,
    @Inject(IMPORTED_CALENDAR_STORE) private readonly imported: ImportedCalendarStore,
    @Inject(ReminderScheduler) private readonly reminders: ReminderScheduler,
    @Inject(TripCancellation) private readonly trips: TripCancellation,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(EquipmentReservations) private readonly equipment: EquipmentReservations,
  ) {}

  async list(actor: Actor | null, query: PayloadOf<typeof listOccurrences>) {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    const groupIds = await this.readableGroups(actor!, viewer.kind === 'admin', query.groupId);
    if (!query.groupId)
      await this.feeds.refreshFeedGroups(this.db, {
        userId: viewer.userId,
        organizationId: viewer.organizationId,
        everyEvent: groupIds === null,
        groupIds: groupIds ?? [],
      });
    const after = query.cursor ? decodeOccurrenceCursor(query.cursor) : null;
    const page = await this.store.occurrencesPage(
      this.db,
      {
        organizationId: viewer.organizationId,
        from: instantAt(query.from, '00:00', this.options.timeZone),
        to: instantAt(shiftDay(query.to, 1), '00:00', this.options.timeZone),
        groupIds,
      },
      after,
      query.limit,
    );
    return { occurrences: page.items, nextCursor: page.nextCursor };
  }

  /** 'Nouvel événement' → 'Événement ajouté'; nothing is stored when the actor may not plan for its groups. */
  async add(actor: Actor | null, fields: PlanningEventFields): Promise<PlanningEvent> {
    const viewer = requireStaff(actor);
    await this.assertPlannable(actor!, viewer, fields.groupIds);
    const id = randomUUID();
    const saved = await this.db.transaction(async (tx) => {
      await this.store.insertEvent(tx, this.writeOf(id, viewer, fields, tripOf(fields, null)));
      const occurrences = occurrencesOf(fields, this.options.timeZone);
      await this.store.replaceOccurrences(tx, viewer.organizationId, id, occurrences);
      // Last, in the transaction: Redis refusing the reminders refuses the event (nothing stored).
      await this.reminders.schedule(viewer.organizationId, id, [], occurrences);
      await this.recordSaved(tx, viewer.organizationId, id);
      return (await this.store.findEvent(tx, viewer.organizationId, id))!;
    });
    await this.logConflicts(actor!, viewer, saved, fields);
    return saved;
  }

  async update(actor: Actor | null, input: PayloadOf<typeof updateEvent>): Promise<PlanningEvent> {
    const viewer = requireStaff(actor);
    const { eventId, ...fields } = input;
    const current = await this.existing(viewer, eventId);
    await this.assertPlannable(actor!, viewer, current.groupIds);
    await this.assertPlannable(actor!, viewer, fields.groupIds);
    // A failure after the inventory moved the instruments puts them back (decision 0080).
    const saved = await this.equipment.undoneOnFailure(actor!, viewer.organizationId, current, (moved) =>
      this.db.transaction(async (tx) => {
        if (
          !(await this.store.updateEvent(tx, this.writeOf(eventId, viewer, fields, tripOf(fields, current))))
        )
          throw new AppException('NOT_FOUND', 'planning.eventNotFound');
        const before = await occurrenceDaysOf(tx, [eventId]);
        const occurrences = occurrencesOf(fields, this.options.timeZone);
        await this.store.replaceOccurrences(tx, viewer.organizationId, eventId, occurrences);
        // Its reminders move with it (a cancelled event keeps none: its 'Annulé' was told).
        if (current.status === 'cancelled') await this.reminders.forget(before);
        else
          await this.reminders.schedule(
            viewer.organizationId,
            eventId,
            before.map(({ day }) => day),
            occurrences,
          );
        // Its instruments move with it, last in the transaction: a conflict in the inventory refuses the move and
        // nothing changes (issue 28 §7).
        if (current.equipment?.length && current.status !== 'cancelled') {
          await this.equipment.replace(
            tx,
            actor!,
            viewer.organizationId,
            { id: eventId, title: fields.title },
            occurrences.map(periodOf),
          );
          moved();
        }
        await this.recordSaved(tx, viewer.organizationId, eventId);
        return (await this.store.findEvent(tx, viewer.organizationId, eventId))!;
      }),
    );
    await this.logConflicts(actor!, viewer, saved, fields);
    return saved;
  }

  /**
   * Before saving (issue 28 §5): what the event as it would be saved collides with. Who may ask is who may
   * write it; which students are in which group is groups' answer to the actor (decision 0045), and a
   * conflict on students carries their count, never who they are.
   */
  async conflicts(
    actor: Actor | null,
    input: PayloadOf<typeof findPlanningConflicts>,
  ): Promise<{ conflicts: PlanningConflict[] }> {
    const viewer = requireStaff(actor);
    const { eventId, ...fields } = input;
    if (eventId) {
      const current = await this.existing(viewer, eventId);
      await this.assertPlannable(actor!, viewer, current.groupIds);
    }
    await this.assertPlannable(actor!, viewer, fields.groupIds);
    return { conflicts: await this.conflictsOf(actor!, viewer, eventId, fields) };
  }

  private async conflictsOf(
    actor: Actor,
    viewer: Staff,
    eventId: string | null,
    fields: PlanningEventFields,
  ): Promise<PlanningConflict[]> {
    const occurrences = occurrencesOf(fields, this.options.timeZone);
    if (occurrences.length === 0) return [];
    const from = new Date(Math.min(...occurrences.map((o) => (o.callAt ?? o.startsAt).getTime())));
    const to = new Date(Math.max(...occurrences.map((o) => o.endsAt.getTime())));
    const nearby = await this.store.occurrencesTakenBetween(
      this.db,
      viewer.organizationId,
      from,
      to,
      eventId,
      conflictOccurrencesMax,
    );
    // The days of imported calendars it falls on ('Journée pédagogique', issue 28 §5).
    const importedDays = await this.imported.importedDaysBetween(
      this.db,
      viewer.organizationId,
      from,
      to,
      conflictOccurrencesMax,
    );
    if (nearby.length === 0 && importedDays.length === 0) return [];
    // Who is in which group: groups' answer to the actor (an admin: every group of the school).
    const scope = nearby.length > 0 ? await this.access.scope(actor, 'see') : null;
    const members = new Map((scope?.groups ?? []).map(({ group }) => [group.id, group.studentIds]));
    const everyone = [...(scope?.studentIds ?? [])];
    const studentsOf = (groupIds: string[]) =>
      groupIds.length === 0 ? everyone : groupIds.flatMap((groupId) => members.get(groupId) ?? []);
    type Nearby = (typeof nearby)[number];
    const others = new Map<
      string,
      OtherEvent & { title: string; occurrences: Nearby[]; first: Map<number, Nearby> }
    >();
    for (const occurrence of nearby) {
      const other = others.get(occurrence.eventId) ?? {
        id: occurrence.eventId,
        title: occurrence.title,
        cancelled: occurrence.cancelled,
        place: occurrence.place,
        studentIds: new Set(studentsOf(occurrence.groupIds)),
        occurrences: [] as Nearby[],
        first: new Map<number, Nearby>(),
      };
      others.set(occurrence.eventId, other);
      other.occurrences.push(occurrence);
      other.first.set(occurrence.startsAt.getTime(), occurrence);
    }
    const found = findConflicts(
      { id: eventId, place: fields.place, studentIds: new Set(studentsOf(fields.groupIds)), occurrences },
      [...others.values()],
      importedDays.map((day) => ({
        id: day.id,
        startsAt: new Date(day.startsAt),
        endsAt: new Date(day.endsAt),
      })),
    );
    const importedById = new Map(importedDays.map((day) => [day.id, day]));
    return found.map((conflict): PlanningConflict => {
      const day = conflict.kind === 'imported' ? importedById.get(conflict.eventId) : undefined;
      if (day) {
        // An all-day one: the event's day that falls on it; a timed one: its own day and time.
        const mine = conflict.occurrence!;
        const at = day.allDay
          ? dayOf(
              new Date(Math.max(mine.startsAt.getTime(), Date.parse(day.startsAt))),
              this.options.timeZone,
            )
          : day.firstDay;
        return {
          kind: 'imported',
          event: {
            id: day.id,
            title: day.title,
            day: at,
            startTime: day.allDay ? '00:00' : wallClock(new Date(day.startsAt), this.options.timeZone),
            startsAt: day.startsAt,
          },
          calendar: { id: day.calendarId, name: day.calendarName },
          allDay: day.allDay,
        };
      }
      const other = others.get(conflict.eventId)!;
      const occurrence = other.first.get(conflict.startsAt.getTime())!;
      return {
        kind: conflict.kind,
        event: {
          id: other.id,
          title: other.title,
          day: occurrence.day,
          startTime: occurrence.startTime,
          startsAt: occurrence.startsAt.toISOString(),
        },
        ...(conflict.students ? { students: conflict.students } : {}),
      };
    });
  }

  /** Saving anyway stays possible; a save over conflicts is logged (the event and the kinds, nobody named). */
  private async logConflicts(actor: Actor, viewer: Staff, saved: PlanningEvent, fields: PlanningEventFields) {
    try {
      const conflicts = await this.conflictsOf(actor, viewer, saved.id, fields);
      if (conflicts.length === 0) return;
      const kinds = [...new Set(conflicts.map((conflict) => conflict.kind))];
      this.logger.warn(
        JSON.stringify({
          msg: 'planning.event.saved-with-conflicts',
          eventId: saved.id,
          organizationId: viewer.organizationId,
          conflictKinds: kinds,
          conflicts: conflicts.length,
        }),
      );
    } catch (error) {
      this.logger.warn(
        `conflicts of event ${saved.id} not checked: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** 'Annuler l'événement': it stays, 'Annulé', its SEQUENCE raised so that calendars replace it. */
  async cancel(actor: Actor | null, eventId: string): Promise<PlanningEvent> {
    const viewer = requireStaff(actor);
    const current = await this.existing(viewer, eventId);
    await this.assertPlannable(actor!, viewer, current.groupIds);
    if (current.status === 'cancelled') throw new AppException('CONFLICT', 'planning.alreadyCancelled');
    // A trip's unpaid purchases go first: finance away, the event stays as it was and is cancelled again.
    await this.trips.cancelUnpaid(actor!, viewer.organizationId, current);
    const cancelled = await this.equipment.undoneOnFailure(actor!, viewer.organizationId, current, (moved) =>
      this.db.transaction(async (tx) => {
        await this.store.cancelEvent(tx, viewer.organizationId, eventId, this.options.now(), viewer.userId);
        // Its instruments are released, last in the transaction: the inventory away, nothing is cancelled.
        if (current.equipment?.length) {
          await this.equipment.replace(
            tx,
            actor!,
            viewer.organizationId,
            current,
            await storedPeriods(tx, viewer.organizationId, eventId),
            [],
          );
          moved();
        }
        await this.recordSaved(tx, viewer.organizationId, eventId);
        return (await this.store.findEvent(tx, viewer.organizationId, eventId))!;
      }),
    );
    // Once committed (the job reads the event 'Annulé'): its reminders go, its one 'Annulé' mail comes. A
    // reminder left behind by a failure here finds the event cancelled and says nothing.
    try {
      const days = await occurrenceDaysOf(this.db, [eventId]);
      await this.reminders.cancel(
        viewer.organizationId,
        eventId,
        days.map(({ day }) => day),
      );
    } catch (error) {
      this.logger.error(
        `'Annulé' of event ${eventId} not scheduled: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return cancelled;
  }

  /**
   * A group's events and the whole school's with their occurrences, those not over for sixty days (issue 28 §7:
   * what 'Publier dans Google Agenda' writes first); who sees the group reads them (groups decides, asked as the
   * actor).
   */
  async groupEvents(actor: Actor | null, query: PayloadOf<typeof listGroupEvents>) {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    await this.access.require(actor!, query.groupId, 'see');
    const since = new Date(this.options.now().getTime() - 60 * 86_400_000);
    return groupEventsPage(
      this.db,
      { organizationId: viewer.organizationId, groupId: query.groupId, since },
      query.cursor,
      query.limit,
    );
  }

  /** `evt.planning.event.saved`, in the change's transaction: the event as it now is, with its occurrences. */
  private async recordSaved(tx: Db, organizationId: string, eventId: string): Promise<void> {
    const planned = await plannedEvent(tx, organizationId, eventId);
    if (planned)
      await this.outbox.add(
        tx.manager,
        planningEventSaved,
        { organizationId, ...planned },
        { organizationId },
      );
  }

  /**
   * An event the actor may manage (as for an edit: an admin, a teacher of all its groups), in their school;
   * NOT_FOUND from another school.
   */
  async managed(actor: Actor | null, eventId: string): Promise<{ viewer: Staff; event: PlanningEvent }> {
    const viewer = requireStaff(actor);
    const event = await this.existing(viewer, eventId);
    await this.assertPlannable(actor!, viewer, event.groupIds);
    return { viewer, event };
  }

  /** An admin plans for anyone of the school; a teacher for the groups they teach, never the whole school. */
  private async assertPlannable(actor: Actor, viewer: Staff, groupIds: string[]): Promise<void> {
    if (viewer.kind === 'admin') {
      if (groupIds.length === 0) return;
      const granted = await this.access.granted(actor, groupIds, 'see');
      if (groupIds.some((groupId) => !granted.has(groupId)))
        throw new AppException('NOT_FOUND', 'groups.notFound');
      return;
    }
    if (groupIds.length === 0) throw new AppException('FORBIDDEN', 'planning.schoolOnlyAdmin');
    const granted = await this.access.granted(actor, groupIds, 'teach');
    if (groupIds.some((groupId) => !granted.has(groupId)))
      throw new AppException('FORBIDDEN', 'planning.groupsNotYours');
  }

  /**
   * The groups whose events the reader sees besides the whole school's: null for an admin (every event);
   * a teacher's taught groups, a student's own; with `groupId`, that group alone if theirs.
   */
  private async readableGroups(actor: Actor, admin: boolean, groupId?: string): Promise<string[] | null> {
    if (admin && !groupId) return null;
    const scope = await this.access.scope(actor, 'see', groupId);
    return scope.groups.map(({ group }) => group.id);
  }

  private async existing(viewer: Staff, eventId: string): Promise<PlanningEvent> {
    const event = await this.store.findEvent(this.db, viewer.organizationId, eventId);
    if (!event) throw new AppException('NOT_FOUND', 'planning.eventNotFound');
    return event;
  }

  private writeOf(
    id: string,
    viewer: Staff,
    fields: PlanningEventFields,
    trip: TripDeadlines | null,
  ): EventWrite {
    return {
      id,
      organizationId: viewer.organizationId,
      fields,
      trip,
      at: this.options.now(),
      by: viewer.userId,
    };
  }
}
