import { randomUUID } from 'node:crypto';
import {
  deleteOrganization,
  listPrivacyIncidents,
  recordPrivacyIncident,
  updatePrivacyIncident,
  type Actor,
  type PrivacyIncidentFields,
  type Role,
} from '@crescendo/contracts';
import { addCalendarDays } from '@crescendo/domain';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import { justSignedIn } from '@crescendo/testing';
import { todayInQuebec } from '../src/privacy/desk/privacy-desk.service.js';
import { signIn, startIdentity, stopIdentity } from './identity-harness.js';

/**
 * 'Registre des incidents' (issue 31 §6): the fields the Commission d'accès à l'information asks, written by the
 * school's administrators, read by its board's, kept 5 years (the purge's part: retention-purge.spec.ts).
 */
describe("a school's confidentiality incident register", () => {
  let running: RunningService;
  let client: ServiceClient;

  beforeAll(async () => {
    ({ running, client } = await startIdentity());
  }, 120_000);
  afterAll(() => stopIdentity({ running, client }));

  const sql = (text: string, params: unknown[]) => running.infra.dataSource!.query(text, params);
  const daysAgo = (days: number) => addCalendarDays(todayInQuebec(), -days);
  async function organization(kind: 'board' | 'school', boardId: string | null = null): Promise<string> {
    const id = randomUUID();
    await sql(`INSERT INTO organizations (id, name, kind, board_id) VALUES ($1, $2, $3, $4)`, [
      id,
      `${kind} ${id.slice(0, 6)}`,
      kind,
      boardId,
    ]);
    return id;
  }
  async function member(organizationId: string, role: Role): Promise<Actor> {
    const { actor } = await signIn(client);
    await sql(`UPDATE memberships SET organization_id = $1, role = $2 WHERE user_id = $3`, [
      organizationId,
      role,
      actor.userId,
    ]);
    return { userId: actor.userId, organizationId, roles: [role] };
  }
  const incident = (knownOn: string): PrivacyIncidentFields => ({
    occurredOn: addCalendarDays(knownOn, -2),
    knownOn,
    description: 'Le bulletin d’une élève envoyé par erreur à une autre famille.',
    informationConcerned: 'Nom, groupe et résultats d’une élève.',
    peopleConcerned: 1,
    seriousRisk: true,
    riskAssessment: 'Résultats scolaires d’une mineure : préjudice sérieux possible.',
    measures: 'La famille a supprimé le courriel ; envois vérifiés par une deuxième personne.',
  });

  it('records the fields the Commission asks, lists newest known first a page at a time, and completes them', async () => {
    const schoolId = await organization('school');
    const admin = await member(schoolId, 'admin');
    const first = await client.request(recordPrivacyIncident, incident(daysAgo(30)), admin);
    const knownOn = daysAgo(30);
    expect(first).toMatchObject({
      occurredOn: addCalendarDays(knownOn, -2),
      knownOn,
      peopleConcerned: 1,
      seriousRisk: true,
      commissionNotifiedOn: null,
      peopleNotifiedOn: null,
      keptUntil: `${Number(knownOn.slice(0, 4)) + 5}${knownOn.slice(4)}`,
    });
    await client.request(recordPrivacyIncident, incident(daysAgo(3)), admin);
    await client.request(recordPrivacyIncident, incident(daysAgo(10)), admin);

    const page = await client.request(listPrivacyIncidents, { limit: 2 }, admin);
    expect(page.canWrite).toBe(true);
    expect(page.incidents.map((entry) => entry.knownOn)).toEqual([daysAgo(3), daysAgo(10)]);
    const next = await client.request(listPrivacyIncidents, { limit: 2, cursor: page.nextCursor! }, admin);
    expect(next.incidents.map((entry) => entry.id)).toEqual([first.id]);
    expect(next.nextCursor).toBeNull();

    // The notices sent later, to the Commission and to the family, are written into the same entry.
    const completed = await client.request(
      updatePrivacyIncident,
      {
        ...incident(knownOn),
        incidentId: first.id,
        commissionNotifiedOn: daysAgo(29),
        peopleNotifiedOn: daysAgo(28),
      },
      admin,
    );
    expect(completed).toMatchObject({
      id: first.id,
      commissionNotifiedOn: daysAgo(29),
      peopleNotifiedOn: daysAgo(28),
    });
    const stored = await sql(
      `SELECT to_char(commission_notified_on, 'YYYY-MM-DD') AS commission, updated_by FROM privacy_incidents WHERE id = $1`,
      [first.id],
    );
    expect(stored).toEqual([{ commission: daysAgo(29), updated_by: admin.userId }]);

    // The register goes with its school.
    await client.request(deleteOrganization, {}, justSignedIn(admin));
    expect(await sql(`SELECT 1 FROM privacy_incidents WHERE organization_id = $1`, [schoolId])).toHaveLength(
      0,
    );
  });

  it('refuses days out of order, in the future, and bad fields, in French with nothing stored', async () => {
    const schoolId = await organization('school');
    const admin = await member(schoolId, 'admin');
    const knownBefore = await client.send(
      recordPrivacyIncident,
      { ...incident(daysAgo(5)), occurredOn: daysAgo(4) },
      admin,
    );
    expect(knownBefore).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        fields: { knownOn: 'La prise de connaissance ne peut pas précéder l’incident.' },
      },
    });
    const future = await client.send(recordPrivacyIncident, incident(addCalendarDays(daysAgo(0), 1)), admin);
    expect(future).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { knownOn: 'Cette date ne peut pas être dans le futur.' } },
    });
    const earlyNotice = await client.send(
      recordPrivacyIncident,
      { ...incident(daysAgo(5)), peopleNotifiedOn: daysAgo(6) },
      admin,
    );
    expect(earlyNotice).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        fields: {
          peopleNotifiedOn: 'L’avis est envoyé entre la prise de connaissance de l’incident et aujourd’hui.',
        },
      },
    });
    const empty = await client.send(
      recordPrivacyIncident,
      { ...incident(daysAgo(5)), description: '', peopleConcerned: -1, measures: '' },
      admin,
    );
    expect(empty).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        fields: {
          'payload.description':
            'Décrivez brièvement les circonstances de l’incident (au plus 4 000 caractères).',
          'payload.peopleConcerned':
            'Indiquez le nombre de personnes concernées (un nombre entier, au besoin approximatif).',
          'payload.measures':
            'Décrivez les mesures prises à la suite de l’incident (au plus 4 000 caractères).',
        },
      },
    });
    expect(await sql(`SELECT 1 FROM privacy_incidents WHERE organization_id = $1`, [schoolId])).toHaveLength(
      0,
    );
  });

  it("is the school's administrators' to write; the board's administrator reads its schools' only", async () => {
    const boardId = await organization('board');
    const home = await organization('school', boardId);
    const away = await organization('school');
    const admin = await member(home, 'admin');
    const teacher = await member(home, 'teacher');
    const student = await member(home, 'student');
    const awayAdmin = await member(away, 'admin');
    const boardAdmin = await member(boardId, 'board-admin');
    const entry = await client.request(recordPrivacyIncident, incident(daysAgo(1)), admin);
    const change = { ...incident(daysAgo(1)), incidentId: entry.id, peopleConcerned: 40 };
    for (const actor of [teacher, student]) {
      expect(await client.send(listPrivacyIncidents, {}, actor)).toMatchObject({
        error: { code: 'FORBIDDEN' },
      });
      expect(await client.send(recordPrivacyIncident, incident(daysAgo(1)), actor)).toMatchObject({
        error: { code: 'FORBIDDEN' },
      });
      expect(await client.send(updatePrivacyIncident, change, actor)).toMatchObject({
        error: { code: 'FORBIDDEN' },
      });
    }
    // Another school's administrator neither finds home's entry nor names home; their own register is empty.
    expect(await client.send(updatePrivacyIncident, change, awayAdmin)).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect(await client.send(listPrivacyIncidents, { schoolId: home }, awayAdmin)).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect((await client.request(listPrivacyIncidents, {}, awayAdmin)).incidents).toEqual([]);
    // The board's administrator reads the board's schools' registers, writes none, and not another board's.
    const read = await client.request(listPrivacyIncidents, { schoolId: home }, boardAdmin);
    expect(read).toMatchObject({ canWrite: false, incidents: [{ id: entry.id, peopleConcerned: 1 }] });
    expect(await client.send(listPrivacyIncidents, { schoolId: away }, boardAdmin)).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect(await client.send(recordPrivacyIncident, incident(daysAgo(1)), boardAdmin)).toMatchObject({
      error: { code: 'FORBIDDEN' },
    });
    expect(await client.send(updatePrivacyIncident, change, boardAdmin)).toMatchObject({
      error: { code: 'FORBIDDEN' },
    });
    expect(await sql(`SELECT people_concerned FROM privacy_incidents WHERE id = $1`, [entry.id])).toEqual([
      { people_concerned: 1 },
    ]);
  });
});
