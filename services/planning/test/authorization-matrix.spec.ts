import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  addEvent,
  cancelEvent,
  createFeed,
  deleteImportedCalendar,
  findPlanningConflicts,
  importCalendar,
  importCalendarFromUrl,
  listImportedCalendars,
  refreshImportedCalendar,
  chargeTrip,
  listTripConsents,
  planningConsentSubjects,
  planningTripChargeSubjects,
  requestTripConsents,
  listImportedDays,
  listGroupEvents,
  planningImportSubjects,
  listOccurrences,
  planningConflictSubjects,
  planningFeedSubjects,
  planningSubjects,
  updateEvent,
  getEventEquipment,
  planningEquipmentSubjects,
  replaceEventEquipment,
  type Actor,
  type Group,
  type Reply,
} from '@crescendo/contracts';
import {
  allow,
  checkMatrix,
  checkNatsMatrix,
  matrixCases,
  nothingRead,
  serviceEnv,
  serviceNatsCells,
  servicePublishes,
  twoOrganizationsMatrix,
  type ExpectationRow,
} from '@crescendo/testing';
import { startPlanning, type PlanningHarness } from './planning-harness.js';

// Issue 28 §1: an admin plans for the school, a teacher for the groups they teach, a student reads their
// groups'; nobody crosses schools. Every planning endpoint × every kind of actor.
const { home, away, actors, homeAdmin, groupStaff, groupMembers, homeSchool, signedIn } =
  twoOrganizationsMatrix();

/** A calendar of one pedagogical day, on `day`. */
const icsOf = (day: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//FR\r\nBEGIN:VEVENT\r\nUID:${day}@t\r\nDTSTART;VALUE=DATE:${day.replaceAll('-', '')}\r\nSUMMARY:Journée pédagogique\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;

// The planners are the group's teacher and the school's admins (groupStaff); homeSchool, everyone of it.
const table: Record<string, ExpectationRow> = {
  [planningSubjects.listOccurrences]: groupMembers,
  [planningSubjects.addEvent]: groupStaff,
  [planningSubjects.updateEvent]: groupStaff,
  [planningSubjects.cancelEvent]: groupStaff,
  // A group's events with their occurrences (what 'Publier dans Google Agenda' writes first): who sees the group.
  [listGroupEvents.subject]: groupMembers,
  // Who may see what an event would collide with is who may write it (issue 28 §5).
  [planningConflictSubjects.findConflicts]: groupStaff,
  // Anyone of a school makes their own calendar address.
  [planningFeedSubjects.createFeed]: signedIn,
  // 'Importer un calendrier' (issue 28 §4): a school's admin imports and deletes, everyone of it reads.
  // Another school's admin imports into their own school only (proved below: home's calendar is untouched).
  [planningImportSubjects.importCalendar]: allow(homeAdmin, 'away admin'),
  [planningImportSubjects.importCalendarFromUrl]: allow(homeAdmin, 'away admin'),
  [planningImportSubjects.refreshCalendar]: homeAdmin,
  [planningImportSubjects.deleteCalendar]: homeAdmin,
  [planningImportSubjects.listCalendars]: homeSchool,
  [planningImportSubjects.listImportedDays]: homeSchool,
  // A 'Sortie''s consents (issue 28 §6): asked and read by who may manage the outing, as for an edit.
  [planningConsentSubjects.requestConsents]: groupStaff,
  [planningConsentSubjects.listConsents]: groupStaff,
  // 'Facturer la sortie': who may manage the outing; finance then decides whose ledger (as the actor).
  [planningTripChargeSubjects.chargeTrip]: groupStaff,
  // 'Matériel réservé' (issue 28 §7): who may edit the event; the inventory then reserves as the actor.
  [planningEquipmentSubjects.get]: groupStaff,
  [planningEquipmentSubjects.replace]: groupStaff,
};

let serial = 0;

describe('planning: authorization matrix (two organisations, every endpoint)', () => {
  let h: PlanningHarness;
  let group: Group;
  // The calendars imported by address: `/<day>.ics` is that day's calendar, on the loopback the planning may read.
  let web: Server;
  let calendarAt: (day: string) => string;
  beforeAll(async () => {
    web = createServer((request, response) =>
      response
        .writeHead(200, { 'content-type': 'text/calendar' })
        .end(icsOf((request.url ?? '/').slice(1, 11))),
    );
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    calendarAt = (day) => `http://127.0.0.1:${(web.address() as AddressInfo).port}/${day}.ics`;
    h = await startPlanning({
      finance: true,
      inventory: true,
      env: { PLANNING_CALENDAR_ALLOW_ADDRESSES: '127.0.0.1' },
    });
    group = await h.groupWith(home.teacher, [home.student]);
  }, 90_000);
  afterAll(async () => {
    await h?.close();
    web?.closeAllConnections();
    await new Promise((resolve) => web?.close(resolve));
  });

  /** A fresh event of `home`'s group per cell, on its own day, so an allowed change never spoils the next. */
  async function call(endpoint: string, name: string): Promise<Reply<unknown>> {
    const actor = actors[name] as Actor | null;
    serial += 1;
    const day = new Date(Date.UTC(2027, 0, serial)).toISOString().slice(0, 10);
    const charged = endpoint === planningTripChargeSubjects.chargeTrip;
    const outing = charged || Object.values(planningConsentSubjects).includes(endpoint as never);
    const fields = {
      title: `Répétition ${serial}`,
      type: outing ? ('outing' as const) : ('rehearsal' as const),
      day,
      startTime: '15:45',
      endTime: '17:00',
      groupIds: [group.id],
      ...(charged ? { trip: { deposit: { amount: '25,00', dueDay: day } } } : {}),
    };
    const event = await h.ok(addEvent, fields, home.admin);
    switch (endpoint) {
      case planningSubjects.listOccurrences: {
        const reply = await h.send(listOccurrences, { from: day, to: day }, actor);
        return reply.ok && !reply.data.occurrences.some((o) => o.event.id === event.id) ? nothingRead : reply;
      }
      case listGroupEvents.subject: {
        const reply = await h.send(listGroupEvents, { groupId: group.id, limit: 50 }, actor);
        return reply.ok && !reply.data.events.some((e) => e.event.id === event.id) ? nothingRead : reply;
      }
      case planningSubjects.addEvent:
        return h.send(addEvent, fields, actor);
      case planningSubjects.updateEvent:
        return h.send(updateEvent, { eventId: event.id, ...fields, place: 'Local 9' }, actor);
      case planningSubjects.cancelEvent:
        return h.send(cancelEvent, { eventId: event.id }, actor);
      case planningConflictSubjects.findConflicts:
        return h.send(findPlanningConflicts, { eventId: event.id, ...fields, place: 'Local 9' }, actor);
      case planningFeedSubjects.createFeed:
        return h.send(createFeed, {}, actor);
      case planningImportSubjects.importCalendar:
        return h.send(importCalendar, { name: `Calendrier ${serial}`, ics: icsOf(day) }, actor);
      case planningImportSubjects.importCalendarFromUrl:
        return h.send(importCalendarFromUrl, { name: `Calendrier ${serial}`, url: calendarAt(day) }, actor);
      case planningImportSubjects.refreshCalendar: {
        const calendar = await h.ok(
          importCalendarFromUrl,
          { name: `Calendrier ${serial}`, url: calendarAt(day) },
          home.admin,
        );
        return h.send(refreshImportedCalendar, { calendarId: calendar.id }, actor);
      }
      case planningImportSubjects.deleteCalendar: {
        const calendar = await h.ok(
          importCalendar,
          { name: `Calendrier ${serial}`, ics: icsOf(day) },
          home.admin,
        );
        return h.send(deleteImportedCalendar, { calendarId: calendar.id }, actor);
      }
      case planningImportSubjects.listCalendars: {
        const calendar = await h.ok(
          importCalendar,
          { name: `Calendrier ${serial}`, ics: icsOf(day) },
          home.admin,
        );
        const reply = await h.send(listImportedCalendars, { limit: 100 }, actor);
        return reply.ok && !reply.data.calendars.some((c) => c.id === calendar.id) ? nothingRead : reply;
      }
      case planningImportSubjects.listImportedDays: {
        const calendar = await h.ok(
          importCalendar,
          { name: `Calendrier ${serial}`, ics: icsOf(day) },
          home.admin,
        );
        const reply = await h.send(listImportedDays, { from: day, to: day }, actor);
        return reply.ok && !reply.data.days.some((d) => d.calendarId === calendar.id) ? nothingRead : reply;
      }
      case planningConsentSubjects.requestConsents:
        return h.send(requestTripConsents, { eventId: event.id }, actor);
      case planningConsentSubjects.listConsents:
        return h.send(listTripConsents, { eventId: event.id }, actor);
      case planningTripChargeSubjects.chargeTrip:
        return h.send(chargeTrip, { eventId: event.id }, actor);
      case planningEquipmentSubjects.get:
        return h.send(getEventEquipment, { eventId: event.id }, actor);
      case planningEquipmentSubjects.replace:
        return h.send(replaceEventEquipment, { eventId: event.id, instrumentIds: [] }, actor);
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  it('answers every cell as the table says', async () => {
    expect(await checkMatrix(matrixCases(table), call)).toEqual([]);
  }, 120_000);

  it('never takes the school from the payload', async () => {
    const smuggled = {
      title: 'Concert',
      type: 'concert',
      day: '2028-06-01',
      startTime: '19:00',
      endTime: '21:00',
      organizationId: home.organizationId,
    };
    await h.ok(addEvent, smuggled as never, away.admin);
    const read = await h.ok(listOccurrences, { from: '2028-06-01', to: '2028-06-01' }, home.admin);
    expect(read.occurrences).toEqual([]);
    // An imported calendar of the same name, from another school, never replaces home's.
    const mine = await h.ok(
      importCalendar,
      { name: 'Calendrier commun', ics: icsOf('2028-06-02') },
      home.admin,
    );
    const theirs = await h.ok(
      importCalendar,
      { name: 'Calendrier commun', ics: icsOf('2028-06-05'), organizationId: home.organizationId } as never,
      away.admin,
    );
    expect(theirs).toMatchObject({ replaced: false });
    expect(theirs.id).not.toBe(mine.id);
    const days = await h.ok(listImportedDays, { from: '2028-06-01', to: '2028-06-30' }, home.student);
    expect(days.days.map((day) => [day.calendarId, day.firstDay])).toEqual([[mine.id, '2028-06-02']]);
  });

  // The NATS half: what each service's credentials may do with the planning's subjects (decision 0014).
  it('every NATS user does with the planning’s subjects only what its declaration allows', async () => {
    const cells = serviceNatsCells('planning', {
      gatewayPublishes: [planningSubjects.addEvent, planningImportSubjects.importCalendar],
      answers: [planningFeedSubjects.renderFeed],
      privacy: true,
    });
    // The planning asks groups, as the actor; it changes nothing there.
    cells.push(
      ...servicePublishes('planning', {
        allowed: [
          'groups.access.check',
          'groups.access.in-scope',
          // A 'Sortie''s consents, asked of identity as the actor, with the students' names.
          'identity.privacy.agreement.request',
          'identity.privacy.agreement.list',
          'identity.profile.lookup',
          // A 'Sortie''s deposit and balance: recorded, read and cancelled by finance as the actor.
          'finance.purchase.create',
          'finance.purchase.list',
          'finance.purchase.cancel',
          // 'Matériel réservé': the event's instruments reserved, moved and released by the inventory as the actor.
          'inventory.reservation.replace',
          'inventory.reservation.list',
        ],
        denied: [
          'groups.group.delete',
          'identity.policy.set',
          'finance.purchase.pay',
          'finance.entry.create',
          'inventory.instrument.create',
          'inventory.reservation.upcoming',
        ],
      }),
    );
    expect(await checkNatsMatrix(h.nats, serviceEnv().NATS_PREFIX!, cells)).toEqual([]);
  });
});
