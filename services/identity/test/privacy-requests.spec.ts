import { randomUUID } from 'node:crypto';
import {
  answerPrivacyRequest,
  deleteOrganization,
  extendPrivacyRequest,
  listPrivacyRequests,
  recordPrivacyRequest,
  setPrivacyBody,
  type Actor,
  type Role,
} from '@crescendo/contracts';
import { addCalendarDays } from '@crescendo/domain';
import { startMailCatcher, type MailCatcher } from '@crescendo/mail-catcher';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import { justSignedIn } from '@crescendo/testing';
import { todayInQuebec } from '../src/privacy/desk/privacy-desk.service.js';
import { signIn, startIdentity, stopIdentity } from './identity-harness.js';

/** 'Demandes d'accès' (issue 31 §6, decision 0063): recorded, counted down, extended once, answered. */
describe("a school's privacy requests and their legal deadline", () => {
  let running: RunningService;
  let client: ServiceClient;
  let mail: MailCatcher;
  let mailOpen = true;

  beforeAll(async () => {
    mail = await startMailCatcher();
    ({ running, client } = await startIdentity({ SMTP_URL: mail.smtpUrl }));
  });
  afterAll(async () => {
    await stopIdentity({ running, client });
    if (mailOpen) await mail.close();
  });

  const sql = (text: string, params: unknown[]) => running.infra.dataSource!.query(text, params);
  const today = () => todayInQuebec();
  const daysAgo = (days: number) => addCalendarDays(today(), -days);
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
  const parent = { requesterName: 'Nadia Bouchard', requesterEmail: 'Nadia@Parents.test' };

  it('gives a public body 20 days, lists soonest first with the days left, extends once by 10', async () => {
    const schoolId = await organization('school');
    const admin = await member(schoolId, 'admin');
    const student = await member(schoolId, 'student');
    const near = await client.request(
      recordPrivacyRequest,
      { kind: 'access', ...parent, studentId: student.userId, receivedOn: daysAgo(15) },
      admin,
    );
    expect(near).toMatchObject({
      body: 'public',
      dueOn: addCalendarDays(daysAgo(15), 20),
      daysLeft: 5,
      extended: false,
      canExtend: true,
      requesterEmail: 'nadia@parents.test',
      student: { id: student.userId },
    });
    const late = await client.request(
      recordPrivacyRequest,
      { kind: 'rectification', ...parent, receivedOn: daysAgo(22) },
      admin,
    );
    expect(late).toMatchObject({ daysLeft: -2, canExtend: false });
    await client.request(
      recordPrivacyRequest,
      { kind: 'portability', ...parent, receivedOn: today() },
      admin,
    );

    const first = await client.request(listPrivacyRequests, { limit: 2 }, admin);
    expect(first.body).toBe('public');
    expect(first.requests.map((r) => r.daysLeft)).toEqual([-2, 5]);
    const second = await client.request(listPrivacyRequests, { limit: 2, cursor: first.nextCursor! }, admin);
    expect(second.requests.map((r) => r.daysLeft)).toEqual([20]);
    expect(second.nextCursor).toBeNull();

    const extended = await client.request(extendPrivacyRequest, { requestId: near.id }, admin);
    expect(extended).toMatchObject({
      extended: true,
      daysLeft: 15,
      canExtend: false,
      dueOn: addCalendarDays(daysAgo(15), 30),
      extensionNoticeSentOn: today(),
    });
    // The law's written notice reached the requester, with the new last day and whom to write to.
    const notice = await mail.waitFor('nadia@parents.test', (caught) =>
      caught.subject.includes('délai prolongé'),
    );
    const longDay = new Intl.DateTimeFormat('fr-CA', {
      timeZone: 'America/Toronto',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(`${extended.dueOn}T12:00:00Z`));
    expect(notice.text).toContain('Bonjour Nadia Bouchard,');
    expect(notice.text).toContain(`vous recevrez une réponse au plus tard le ${longDay}`);
    expect(notice.text).toContain('article 47');
    expect(await client.send(extendPrivacyRequest, { requestId: near.id }, admin)).toMatchObject({
      ok: false,
      error: {
        code: 'CONFLICT',
        message: 'Ce délai a déjà été prolongé une fois : il ne peut l’être qu’une seule fois.',
      },
    });
    // Past its 20 days, the notice comes too late.
    expect(await client.send(extendPrivacyRequest, { requestId: late.id }, admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT' },
    });

    const answered = await client.request(
      answerPrivacyRequest,
      { requestId: late.id, answeredOn: today(), note: 'Dossier corrigé et confirmé par courriel.' },
      admin,
    );
    expect(answered).toMatchObject({ answeredOn: today(), daysLeft: null, canExtend: false });
    expect(
      await client.send(
        answerPrivacyRequest,
        { requestId: late.id, answeredOn: today(), note: 'Encore' },
        admin,
      ),
    ).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    // Answered requests go after the open ones.
    const after = await client.request(listPrivacyRequests, {}, admin);
    expect(after.requests.map((r) => r.id).at(-1)).toBe(late.id);
  });

  it('gives a private school 30 days and no extension', async () => {
    const schoolId = await organization('school');
    const admin = await member(schoolId, 'admin');
    expect(await client.request(setPrivacyBody, { privateSchool: true }, admin)).toEqual({ body: 'private' });
    const request = await client.request(
      recordPrivacyRequest,
      { kind: 'consentWithdrawal', ...parent, receivedOn: daysAgo(2) },
      admin,
    );
    expect(request).toMatchObject({ body: 'private', daysLeft: 28, canExtend: false });
    expect(await client.send(extendPrivacyRequest, { requestId: request.id }, admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT' },
    });
  });

  it("refuses a teacher and a student, another school's admin, and a student of another school", async () => {
    const boardId = await organization('board');
    const home = await organization('school', boardId);
    const away = await organization('school');
    const admin = await member(home, 'admin');
    const teacher = await member(home, 'teacher');
    const student = await member(home, 'student');
    const awayAdmin = await member(away, 'admin');
    const awayStudent = await member(away, 'student');
    const boardAdmin = await member(boardId, 'board-admin');
    const request = await client.request(
      recordPrivacyRequest,
      { kind: 'access', ...parent, receivedOn: today() },
      admin,
    );
    for (const actor of [teacher, student]) {
      expect(await client.send(listPrivacyRequests, {}, actor)).toMatchObject({
        error: { code: 'FORBIDDEN' },
      });
      expect(
        await client.send(recordPrivacyRequest, { kind: 'access', ...parent, receivedOn: today() }, actor),
      ).toMatchObject({ error: { code: 'FORBIDDEN' } });
      expect(await client.send(extendPrivacyRequest, { requestId: request.id }, actor)).toMatchObject({
        error: { code: 'FORBIDDEN' },
      });
    }
    // Another school's admin: home's request is nobody's there, and home cannot be named.
    expect(await client.send(extendPrivacyRequest, { requestId: request.id }, awayAdmin)).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect(await client.send(listPrivacyRequests, { schoolId: home }, awayAdmin)).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect((await client.request(listPrivacyRequests, {}, awayAdmin)).requests).toEqual([]);
    // A student of another school is no student here: nothing stored.
    expect(
      await client.send(
        recordPrivacyRequest,
        { kind: 'access', ...parent, studentId: awayStudent.userId, receivedOn: today() },
        admin,
      ),
    ).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect(await sql(`SELECT 1 FROM privacy_requests WHERE organization_id = $1`, [home])).toHaveLength(1);
    // The board's administrator acts on the board's schools, not on another board's.
    expect((await client.request(listPrivacyRequests, { schoolId: home }, boardAdmin)).requests).toHaveLength(
      1,
    );
    expect(await client.send(listPrivacyRequests, { schoolId: away }, boardAdmin)).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
  });

  it('refuses bad input in French with nothing stored, and goes with its school', async () => {
    const schoolId = await organization('school');
    const admin = await member(schoolId, 'admin');
    const reply = await client.send(
      recordPrivacyRequest,
      { kind: 'nothing' as never, requesterName: '', requesterEmail: 'x', receivedOn: '2026-02-30' },
      admin,
    );
    expect(reply).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        fields: {
          'payload.kind':
            'Choisissez un type : Accès, Rectification, Portabilité ou Retrait du consentement.',
          'payload.requesterName':
            'Le nom de la personne qui fait la demande est requis (au plus 120 caractères).',
          'payload.requesterEmail':
            'Entrez une adresse courriel valide pour joindre la personne qui fait la demande.',
          'payload.receivedOn': 'Cette date n’existe pas.',
        },
      },
    });
    expect(
      await client.send(
        recordPrivacyRequest,
        { kind: 'access', ...parent, receivedOn: addCalendarDays(today(), 1) },
        admin,
      ),
    ).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect(await sql(`SELECT 1 FROM privacy_requests WHERE organization_id = $1`, [schoolId])).toHaveLength(
      0,
    );

    await client.request(recordPrivacyRequest, { kind: 'access', ...parent, receivedOn: today() }, admin);
    await client.request(deleteOrganization, {}, justSignedIn(admin));
    expect(await sql(`SELECT 1 FROM privacy_requests WHERE organization_id = $1`, [schoolId])).toHaveLength(
      0,
    );
  });

  it('extends nothing when the notice cannot be mailed to the requester', async () => {
    const schoolId = await organization('school');
    const admin = await member(schoolId, 'admin');
    const request = await client.request(
      recordPrivacyRequest,
      { kind: 'access', ...parent, receivedOn: daysAgo(3) },
      admin,
    );
    await mail.close();
    mailOpen = false;
    expect(await client.send(extendPrivacyRequest, { requestId: request.id }, admin)).toMatchObject({
      ok: false,
      error: {
        code: 'UNAVAILABLE',
        message:
          'L’avis de prolongation n’a pas pu être envoyé par courriel : le délai n’est pas prolongé. Réessayez dans un moment.',
      },
    });
    const [row] = await sql(
      `SELECT extended_at, extension_notice_sent_at, to_char(due_on, 'YYYY-MM-DD') AS due_on FROM privacy_requests WHERE id = $1`,
      [request.id],
    );
    expect(row).toEqual({
      extended_at: null,
      extension_notice_sent_at: null,
      due_on: addCalendarDays(daysAgo(3), 20),
    });
  });
});
