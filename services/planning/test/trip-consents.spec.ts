import { startMailCatcher, type MailCatcher } from '@crescendo/mail-catcher';
import {
  addEvent,
  cancelEvent,
  decideParentalConsent,
  listTripConsents,
  requestTripConsents,
  setStudentGuardian,
  viewParentalConsent,
} from '@crescendo/contracts';
import { demoAccountId, demoActor, demoGroups } from '@crescendo/domain/demo';
import { newTenant } from '@crescendo/testing';
import { startPlanning, type PlanningHarness } from './planning-harness.js';

// Issue 28 §6: a 'Sortie' asks each student's family to agree, through identity's mailed agreements (decision
// 0066), with the real identity and groups on the demo school and a real mail catcher.
let mail: MailCatcher;
let h: PlanningHarness;
beforeAll(async () => {
  mail = await startMailCatcher();
  h = await startPlanning({ demo: true, env: { SMTP_URL: mail.smtpUrl } });
}, 120_000);
afterAll(async () => {
  await h?.close();
  await mail?.close();
});

const admin = demoActor('admin@demo.crescendo.ca', 'admin');
const teacher = demoActor('prof@demo.crescendo.ca', 'teacher');
const otherTeacher = demoActor('prof2@demo.crescendo.ca', 'teacher');
const student = demoActor('eleve@demo.crescendo.ca', 'student');
const harmonie = demoGroups[0]!;
const lea = demoAccountId('eleve@demo.crescendo.ca');
const noah = demoAccountId('eleve2@demo.crescendo.ca');
const emma = demoAccountId('eleve3@demo.crescendo.ca');
const parentOfLea = 'parent.roy@famille.test';

const outing = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  type: 'outing' as const,
  day: '2027-05-12',
  startTime: '08:30',
  endTime: '16:00',
  place: 'Orchestre symphonique de Montréal',
  groupIds: [harmonie.id],
  ...extra,
});
const tokenIn = (text: string) => /consentement\?token=([A-Za-z0-9_-]{43})/.exec(text)![1]!;

describe("a 'Sortie''s consents (issue 28 §6)", () => {
  it('mails each family, names who could not be asked, and lists the answers as the parent signs', async () => {
    // Léa is under 14 with a parent's address, Noah 14 or more (he signs himself), Emma unknown with none.
    await h.ok(setStudentGuardian, { studentId: lea, ageBand: 'under14', parentEmail: parentOfLea }, admin);
    await h.ok(setStudentGuardian, { studentId: noah, ageBand: 'fourteenPlus', parentEmail: null }, admin);
    const trip = await h.ok(addEvent, outing('Sortie à la Maison symphonique'), admin);

    // The group's teacher asks (as for an edit).
    expect(await h.ok(requestTripConsents, { eventId: trip.id }, teacher)).toEqual({
      mailed: 2,
      alreadyGranted: 0,
      notAsked: [{ studentId: emma, name: 'Emma Bouchard', reason: 'parentEmailMissing' }],
    });
    const toParent = await mail.waitFor(parentOfLea, (m) => m.text.includes('Maison symphonique'));
    expect(toParent.text).toContain('Sortie : Sortie à la Maison symphonique, le 12 mai 2027');
    // Nobody else of the group is named to Léa's parent.
    expect(toParent.text).not.toMatch(/Noah|Emma|Côté|Bouchard/);
    await mail.waitFor('eleve2@demo.crescendo.ca', (m) => m.text.includes('Maison symphonique'));

    const before = await h.ok(listTripConsents, { eventId: trip.id }, admin);
    expect(before.consents.map((c) => [c.name, c.status, c.signer])).toEqual([
      ['Emma Bouchard', 'none', null],
      ['Léa Roy', 'pending', 'parent'],
      ['Noah Côté', 'pending', 'student'],
    ]);

    const token = tokenIn(toParent.text);
    const view = await h.ok(viewParentalConsent, { token }, null);
    expect(view).toMatchObject({ feature: 'trip', signer: 'parent', studentFirstName: 'Léa' });
    await h.ok(
      decideParentalConsent,
      { token, decision: 'granted', signedName: 'Marie Roy', textVersion: view.textVersion },
      null,
    );

    // Paged by name: two, then the last.
    const first = await h.ok(listTripConsents, { eventId: trip.id, limit: 2 }, teacher);
    expect(first.consents.map((c) => [c.name, c.status, c.signedName])).toEqual([
      ['Emma Bouchard', 'none', null],
      ['Léa Roy', 'granted', 'Marie Roy'],
    ]);
    expect(first.consents[1]!.decidedAt).not.toBeNull();
    const rest = await h.ok(
      listTripConsents,
      { eventId: trip.id, limit: 2, cursor: first.nextCursor! },
      admin,
    );
    expect(rest.consents.map((c) => [c.name, c.status])).toEqual([['Noah Côté', 'pending']]);
    expect(rest.nextCursor).toBeNull();

    // Asking again: a consent given stays (nothing mailed), a pending link is replaced.
    expect(await h.ok(requestTripConsents, { eventId: trip.id }, admin)).toMatchObject({
      mailed: 1,
      alreadyGranted: 1,
    });
  });

  it('refuses an event that is not an outing, a cancelled outing, a student, another teacher and another school', async () => {
    const concert = await h.ok(
      addEvent,
      { ...outing('Concert du printemps'), type: 'concert' as const },
      admin,
    );
    const refused = await h.send(requestTripConsents, { eventId: concert.id }, admin);
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Les consentements se demandent pour une sortie seulement.' },
    });
    expect(await h.send(listTripConsents, { eventId: concert.id }, admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT' },
    });

    const trip = await h.ok(addEvent, outing('Sortie au musée'), admin);
    expect(await h.send(requestTripConsents, { eventId: trip.id }, student)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await h.send(listTripConsents, { eventId: trip.id }, student)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await h.send(requestTripConsents, { eventId: trip.id }, otherTeacher)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    const elsewhere = newTenant().admin;
    expect(await h.send(requestTripConsents, { eventId: trip.id }, elsewhere)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await h.send(listTripConsents, { eventId: trip.id }, elsewhere)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });

    await h.ok(cancelEvent, { eventId: trip.id }, admin);
    expect(await h.send(requestTripConsents, { eventId: trip.id }, admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Cette sortie est annulée : aucun consentement n’est demandé.' },
    });
  });
});
