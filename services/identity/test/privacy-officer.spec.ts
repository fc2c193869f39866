import { randomUUID } from 'node:crypto';
import {
  clearPrivacyOfficer,
  deleteOrganization,
  getPrivacyOfficer,
  getPublishedPrivacyOfficer,
  setPrivacyOfficer,
  type Actor,
  type Role,
} from '@crescendo/contracts';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import { justSignedIn } from '@crescendo/testing';
import { signIn, startIdentity, stopIdentity } from './identity-harness.js';

/**
 * 'Responsable de la protection des renseignements personnels' (issue 31 §6): the school's, else its board's,
 * else the platform operator's; set by the school's or the board's administrator only.
 */
describe('the person in charge of personal information', () => {
  let running: RunningService;
  let client: ServiceClient;
  const platform = { title: 'Délégué à la protection', name: 'Opérateur Test', email: 'dpo@operateur.test' };

  beforeAll(async () => {
    ({ running, client } = await startIdentity({
      PRIVACY_OFFICER_TITLE: platform.title,
      PRIVACY_OFFICER_NAME: platform.name,
      PRIVACY_OFFICER_EMAIL: platform.email,
    }));
  });
  afterAll(() => stopIdentity({ running, client }));

  const sql = (text: string, params: unknown[]) => running.infra.dataSource!.query(text, params);
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

  const director = {
    title: 'Directrice adjointe',
    name: 'Julie Tremblay',
    email: 'Julie.Tremblay@Ecole.test',
  };
  const secretary = { title: 'Secrétaire général', name: 'Marc Côté', email: 'marc.cote@css.test' };

  it("shows the school's own, else its board's, else the platform's, to anyone", async () => {
    const boardId = await organization('board');
    const schoolId = await organization('school', boardId);
    const schoolAdmin = await member(schoolId, 'admin');
    const boardAdmin = await member(boardId, 'board-admin');

    expect(await client.request(getPublishedPrivacyOfficer, { organizationId: schoolId }, null)).toEqual({
      ...platform,
      source: 'platform',
    });
    expect(await client.request(getPublishedPrivacyOfficer, {}, null)).toEqual({
      ...platform,
      source: 'platform',
    });

    const board = await client.request(setPrivacyOfficer, secretary, boardAdmin);
    expect(board).toMatchObject({ level: 'board', own: secretary, shown: { ...secretary, source: 'own' } });
    expect(await client.request(getPublishedPrivacyOfficer, { organizationId: schoolId }, null)).toEqual({
      ...secretary,
      source: 'board',
    });
    expect(await client.request(getPrivacyOfficer, {}, schoolAdmin)).toMatchObject({
      level: 'school',
      own: null,
      shown: { ...secretary, source: 'board' },
    });

    const school = await client.request(setPrivacyOfficer, director, schoolAdmin);
    // The address is kept as it is compared: without case.
    expect(school.own).toMatchObject({ ...director, email: 'julie.tremblay@ecole.test' });
    expect(await client.request(getPublishedPrivacyOfficer, { organizationId: schoolId }, null)).toEqual({
      ...director,
      email: 'julie.tremblay@ecole.test',
      source: 'own',
    });

    await client.request(clearPrivacyOfficer, {}, schoolAdmin);
    expect(
      await client.request(getPublishedPrivacyOfficer, { organizationId: schoolId }, null),
    ).toMatchObject({
      source: 'board',
      name: secretary.name,
    });
    // An organisation nobody knows shows the platform's, like no organisation.
    expect(
      await client.request(getPublishedPrivacyOfficer, { organizationId: randomUUID() }, null),
    ).toMatchObject({
      source: 'platform',
    });
  });

  it('refuses a teacher, a student, a school admin acting on the board, and anyone signed out', async () => {
    const boardId = await organization('board');
    const schoolId = await organization('school', boardId);
    const teacher = await member(schoolId, 'teacher');
    const student = await member(schoolId, 'student');
    // An admin role held in a board is not the board's administrator.
    const boardMemberAdmin = await member(boardId, 'admin');
    for (const actor of [teacher, student, boardMemberAdmin]) {
      expect(await client.send(setPrivacyOfficer, director, actor)).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
      expect(await client.send(getPrivacyOfficer, {}, actor)).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
    }
    expect(await client.send(setPrivacyOfficer, director, null)).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });
    const rows = await sql(`SELECT 1 FROM privacy_officers WHERE organization_id IN ($1, $2)`, [
      schoolId,
      boardId,
    ]);
    expect(rows).toHaveLength(0);
  });

  it("changes only the administrator's own school: another school's is untouched", async () => {
    const home = await organization('school');
    const away = await organization('school');
    const homeAdmin = await member(home, 'admin');
    const awayAdmin = await member(away, 'admin');
    await client.request(setPrivacyOfficer, director, homeAdmin);
    await client.request(setPrivacyOfficer, secretary, awayAdmin);
    await client.request(clearPrivacyOfficer, {}, awayAdmin);
    expect(await client.request(getPublishedPrivacyOfficer, { organizationId: home }, null)).toMatchObject({
      source: 'own',
      name: director.name,
    });
  });

  it('refuses an empty title, an empty name or a wrong address with French messages, nothing stored', async () => {
    const schoolId = await organization('school');
    const admin = await member(schoolId, 'admin');
    const reply = await client.send(
      setPrivacyOfficer,
      { title: ' ', name: '', email: 'pas-une-adresse' },
      admin,
    );
    expect(reply).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        fields: {
          'payload.title': 'Le titre du responsable est requis (au plus 120 caractères).',
          'payload.name': 'Le nom du responsable est requis (au plus 120 caractères).',
          'payload.email': 'Entrez une adresse courriel valide pour joindre le responsable.',
        },
      },
    });
    expect(await client.request(getPrivacyOfficer, {}, admin)).toMatchObject({ own: null });
  });

  it('goes with its organisation when the organisation is deleted', async () => {
    const schoolId = await organization('school');
    const admin = await member(schoolId, 'admin');
    await client.request(setPrivacyOfficer, director, admin);
    await client.request(deleteOrganization, {}, justSignedIn(admin));
    const rows = await sql(`SELECT 1 FROM privacy_officers WHERE organization_id = $1`, [schoolId]);
    expect(rows).toHaveLength(0);
  });
});
