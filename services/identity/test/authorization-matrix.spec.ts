import type { Actor, Reply } from '@crescendo/contracts';
import {
  checkParentalConsent,
  decideParentalConsent,
  getStudentGuardian,
  listNamesToScrub,
  listSignedAgreements,
  requestParentalConsent,
  requestSignedAgreement,
  setStudentGuardian,
  viewParentalConsent,
  acceptInvitation,
  changePassword,
  confirmEmail,
  resendEmailVerification,
  changeTeamMemberRole,
  deleteOrganization,
  downloadDataArchive,
  downloadDataArchivePart,
  requestDataArchive,
  getPublishedPrivacyOfficer,
  listPrivacyIncidents,
  listPrivacyRequests,
  listReadLog,
  listReadReviews,
  markReadReviewed,
  recordPrivacyIncident,
  updatePrivacyIncident,
  setPrivacyOfficer,
  inviteTeamMember,
  listTeamMembers,
  lookupProfiles,
  removeTeamMember,
  resolveActor,
  revokeTeamInvitation,
  setTeamMemberRoles,
} from '@crescendo/contracts';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import {
  checkMatrix,
  checkNatsMatrix,
  justSignedIn,
  linkIn,
  matrixCases,
  tokenOf,
  serviceEnv,
  serviceNatsCells,
  type Expectation,
  type NatsMatrixCase,
  type OwnNatsServer,
} from '@crescendo/testing';
import { startMailCatcher, type MailCatcher } from '@crescendo/mail-catcher';
import {
  addMember,
  newOrganization,
  signIn,
  startIdentity,
  stopIdentity,
  testIssuer,
} from './identity-harness.js';

interface Tenant {
  organizationId: string;
  admin: Actor;
  teacher: Actor;
  student: Actor;
  invitationId: string;
  /** The invitation's mailed token: it belongs to an address none of the actors has. */
  invitationToken: string;
}

const actors = [
  'home admin',
  'home teacher',
  'home student',
  'away admin',
  'away teacher',
  'away student',
  'signed out',
];
const onlyHomeAdmin = (overrides: Record<string, Expectation> = {}): Record<string, Expectation> => ({
  ...Object.fromEntries(actors.map((actor) => [actor, 'denied' as Expectation])),
  'home admin': 'allowed',
  ...overrides,
});

// Every identity request that reaches another member or the organisation, against every kind of actor.
// Rows where "away" acts on its own organisation (listing its team, deleting itself) are left out here:
// they are allowed, and their data never includes home's (checked below).
const table: Record<string, Record<string, Expectation>> = {
  'identity.member.invite': onlyHomeAdmin({ 'away admin': 'allowed' }),
  'identity.member.remove': onlyHomeAdmin(),
  'identity.member.role.change': onlyHomeAdmin(),
  // A second role in the school (issue 25 §2): home's administrators only.
  'identity.member.roles.set': onlyHomeAdmin(),
  'identity.invitation.revoke': onlyHomeAdmin(),
  'identity.profile.lookup': onlyHomeAdmin({
    'home teacher': 'allowed',
    'away admin': 'allowed',
    'away teacher': 'allowed',
  }),
  'identity.organization.delete': onlyHomeAdmin({ 'away admin': 'allowed' }),
  'identity.member.list': onlyHomeAdmin({ 'away admin': 'allowed' }),
  // Home's invitation link, tried by every actor (none has the invited address).
  'identity.invitation.accept': Object.fromEntries(actors.map((actor) => [actor, 'denied' as Expectation])),
  // Public: the token is the proof; a token that is nobody's proves nothing, whoever sends it.
  'identity.email.confirm': Object.fromEntries(actors.map((actor) => [actor, ['NOT_FOUND'] as Expectation])),
  // The actor's own account only; these accounts have no password, so the change is refused as such.
  'identity.email.verification.resend': onlyHomeAdmin(
    Object.fromEntries(actors.slice(0, 6).map((actor) => [actor, 'allowed' as Expectation])),
  ),
  // 'Télécharger mes données' for a student of home (issue 31 §2): home's administrator, and the student for
  // themself; another school's administrator does not find them.
  'identity.privacy.archive.request': onlyHomeAdmin({
    'home student': 'allowed',
    'away admin': ['NOT_FOUND'],
  }),
  // Public: the mailed token is the proof; a token that is nobody's opens nothing, whoever sends it.
  'identity.privacy.archive.download': Object.fromEntries(
    actors.map((actor) => [actor, ['NOT_FOUND'] as Expectation]),
  ),
  // The later parts of a download: its key alone opens them; a key that is nobody's opens nothing.
  'identity.privacy.archive.part': Object.fromEntries(
    actors.map((actor) => [actor, ['NOT_FOUND'] as Expectation]),
  ),
  // 'Responsable de la protection des renseignements personnels' (issue 31 §6): each school's administrator
  // names their own school's (away's changes only away's); the published one is public by law.
  'identity.privacy.officer.set': onlyHomeAdmin({ 'away admin': 'allowed' }),
  'identity.privacy.officer.published': Object.fromEntries(
    actors.map((actor) => [actor, 'allowed' as Expectation]),
  ),
  // 'Demandes d'accès' (issue 31 §6): home's administrator reads home's; away's admin may not name home.
  'identity.privacy.requests.list': onlyHomeAdmin({ 'away admin': ['NOT_FOUND'] }),
  // 'Registre des incidents' (issue 31 §6): home's administrator reads and completes home's; away's admin
  // neither names home nor finds home's entry.
  'identity.privacy.incidents.list': onlyHomeAdmin({ 'away admin': ['NOT_FOUND'] }),
  'identity.privacy.incidents.update': onlyHomeAdmin({ 'away admin': ['NOT_FOUND'] }),
  // 'Journal des consultations' (issue 31 §4): home's administrator searches home's log and examines its
  // entries; away's admin neither names home nor finds home's entry.
  'identity.privacy.reads.list': onlyHomeAdmin({ 'away admin': ['NOT_FOUND'] }),
  'identity.privacy.reads.reviews': onlyHomeAdmin({ 'away admin': ['NOT_FOUND'] }),
  'identity.privacy.reads.mark-reviewed': onlyHomeAdmin({ 'away admin': ['NOT_FOUND'] }),
  // Parents and under-14s (issue 31 §7): home's administrators set and ask for home's students; another school's
  // administrator does not find them. The parent's link is public, its token the proof. The verdict is for the
  // student's school and the student.
  'identity.privacy.guardian.get': onlyHomeAdmin({ 'away admin': ['NOT_FOUND'] }),
  'identity.privacy.guardian.set': onlyHomeAdmin({ 'away admin': ['NOT_FOUND'] }),
  'identity.privacy.consent.request': onlyHomeAdmin({ 'away admin': ['NOT_FOUND'] }),
  'identity.privacy.consent.view': Object.fromEntries(
    actors.map((actor) => [actor, ['NOT_FOUND'] as Expectation]),
  ),
  'identity.privacy.consent.decide': Object.fromEntries(
    actors.map((actor) => [actor, ['NOT_FOUND'] as Expectation]),
  ),
  'identity.privacy.consent.check': onlyHomeAdmin({
    'home teacher': 'allowed',
    'home student': 'allowed',
    'away admin': ['NOT_FOUND'],
    'away teacher': ['NOT_FOUND'],
    'away student': ['NOT_FOUND'],
  }),
  // An item's agreement (a loan, a trip), asked and read by the school's staff for the service that owns the item;
  // another school's staff do not find home's student, and read none of home's agreements.
  'identity.privacy.agreement.request': onlyHomeAdmin({
    'home teacher': 'allowed',
    'away admin': ['NOT_FOUND'],
    'away teacher': ['NOT_FOUND'],
  }),
  'identity.privacy.agreement.list': onlyHomeAdmin({
    'home teacher': 'allowed',
    // Their own agreement: the one asked for them here.
    'home student': 'allowed',
    'away admin': 'allowed',
    'away teacher': 'allowed',
    'away student': 'allowed',
  }),
  // Maestro IA's names to scrub (issue 30 §3): a system request only Maestro's NATS user may send; asked with
  // the gateway's credentials, as here, it never reaches identity, whoever the actor.
  'identity.names.to-scrub': Object.fromEntries(
    actors.map((actor) => [actor, ['UNAVAILABLE'] as Expectation]),
  ),
  'identity.password.change': Object.fromEntries(
    actors.map((actor) => [
      actor,
      (actor === 'signed out' ? 'denied' : ['VALIDATION_FAILED']) as Expectation,
    ]),
  ),
};

/** An incident of home's register (issue 31 §6). */
const incident = {
  occurredOn: '2026-01-05',
  knownOn: '2026-01-06',
  description: 'Un courriel aux parents envoyé au mauvais groupe.',
  informationConcerned: 'Noms et notes de trois élèves.',
  peopleConcerned: 3,
  seriousRisk: false,
  riskAssessment: 'Renseignements peu sensibles, destinataires joints et courriel supprimé.',
  measures: 'Rappel du courriel et vérification des listes de diffusion.',
};

// A teacher of both organisations acting in away (decision 0050: the actor is one membership at a time, chosen
// with X-Crescendo-School): exactly what away's teacher may do, and nothing of home readable.
const bothActingAway = 'home and away teacher, acting away';
for (const row of Object.values(table)) row[bothActingAway] = row['away teacher']!;

describe('identity: authorization matrix (two organisations, every request on members and the organisation)', () => {
  let running: RunningService;
  let client: ServiceClient;
  let nats: OwnNatsServer;
  let mail: MailCatcher;

  beforeAll(async () => {
    mail = await startMailCatcher();
    ({ running, client, nats } = await startIdentity({ SMTP_URL: mail.smtpUrl }));
  });
  afterAll(async () => {
    await stopIdentity({ running, client });
    await mail.close();
  });

  async function tenant(): Promise<Tenant> {
    const { admin, organizationId } = await newOrganization(client);
    const teacher = (await addMember(running, client, organizationId, 'teacher')).actor;
    const student = (await addMember(running, client, organizationId, 'student')).actor;
    const email = `${crypto.randomUUID()}@ecole.test`;
    const invitation = await client.request(inviteTeamMember, { email, role: 'admin' }, admin);
    const invitationToken = tokenOf(linkIn(await mail.waitFor(email), '/invitation'));
    return { organizationId, admin, teacher, student, invitationId: invitation.id, invitationToken };
  }

  /** A teacher of both organisations, resolved by identity acting in away as the gateway asks it. */
  async function teacherOfBothActingIn(home: Tenant, away: Tenant): Promise<Actor> {
    const email = `${crypto.randomUUID()}@ecole.test`;
    const { actor, subject } = await signIn(client, email);
    await running.infra.dataSource!.query(
      `UPDATE memberships SET organization_id = $1, role = 'teacher' WHERE user_id = $2`,
      [home.organizationId, actor.userId],
    );
    await running.infra.dataSource!.query(
      `INSERT INTO memberships (user_id, organization_id, role) VALUES ($1, $2, 'teacher')`,
      [actor.userId, away.organizationId],
    );
    const choice = { organizationId: away.organizationId, role: 'teacher' as const };
    return (await client.request(resolveActor, { issuer: testIssuer, subject, email, choice }, null)).actor;
  }

  /** Home's members, as its own admin sees them. */
  async function homeMembers(home: Tenant): Promise<string[]> {
    const team = await client.request(listTeamMembers, {}, home.admin);
    return team.members.map((member) => `${member.userId}:${member.role}`).sort();
  }

  it('answers every cell as the table says, and a refused request changes nothing', async () => {
    const leaks: string[] = [];
    const wrong = await checkMatrix(matrixCases(table), async (endpoint, actorName) => {
      // A fresh pair of organisations per cell: an allowed change never spoils the next cell.
      const home = await tenant();
      const away = await tenant();
      const byName: Record<string, Actor | null> = {
        'home admin': home.admin,
        'home teacher': home.teacher,
        'home student': home.student,
        'away admin': away.admin,
        'away teacher': away.teacher,
        'away student': away.student,
        'signed out': null,
      };
      const actor =
        actorName === bothActingAway ? await teacherOfBothActingIn(home, away) : byName[actorName]!;
      const before = await homeMembers(home);
      const reply: Reply<unknown> = await send(endpoint, home, actor);
      const homeStillThere = endpoint !== 'identity.organization.delete' || actorName !== 'home admin';
      if (!reply.ok && homeStillThere && JSON.stringify(await homeMembers(home)) !== JSON.stringify(before)) {
        leaks.push(`${endpoint} × ${actorName}: refused, yet home's team changed`);
      }
      if (
        reply.ok &&
        (actorName.startsWith('away') || actorName === bothActingAway) &&
        JSON.stringify(reply.data).includes(home.teacher.userId)
      ) {
        leaks.push(`${endpoint} × ${actorName}: the reply carries home's data`);
      }
      return reply;
    });
    expect(wrong).toEqual([]);
    expect(leaks).toEqual([]);
    // Two fresh organisations per cell, one cell after the other: long on a loaded machine.
  }, 300_000);

  // 'Journal des consultations' of a board's school (issue 31 §4): the board's administrator reads its log and its
  // reviews without examining any (that is the school's); another board's administrator does not find the school.
  const boardTable: Record<string, Record<string, Expectation>> = {
    'identity.privacy.reads.list': { 'home board admin': 'allowed', 'other board admin': ['NOT_FOUND'] },
    'identity.privacy.reads.reviews': { 'home board admin': 'allowed', 'other board admin': ['NOT_FOUND'] },
    'identity.privacy.reads.mark-reviewed': {
      'home board admin': ['FORBIDDEN'],
      'other board admin': ['FORBIDDEN'],
    },
  };

  it("answers a board's administrators on a school's 'Journal des consultations' as the board table says", async () => {
    const sql = (text: string, params: unknown[]) => running.infra.dataSource!.query(text, params);
    const home = await tenant();
    const boardAdmins: Record<string, Actor> = {};
    for (const name of ['home board admin', 'other board admin']) {
      const boardId = crypto.randomUUID();
      await sql(`INSERT INTO organizations (id, name, kind) VALUES ($1, $2, 'board')`, [boardId, name]);
      const { actor } = await signIn(client);
      await sql(`UPDATE memberships SET organization_id = $1, role = 'board-admin' WHERE user_id = $2`, [
        boardId,
        actor.userId,
      ]);
      boardAdmins[name] = { userId: actor.userId, organizationId: boardId, roles: ['board-admin'] };
    }
    await sql(`UPDATE organizations SET board_id = $1 WHERE id = $2`, [
      boardAdmins['home board admin']!.organizationId,
      home.organizationId,
    ]);
    const wrong = await checkMatrix(matrixCases(boardTable), (endpoint, actorName) =>
      send(endpoint, home, boardAdmins[actorName]!),
    );
    expect(wrong).toEqual([]);
  });

  async function send(endpoint: string, home: Tenant, actor: Actor | null): Promise<Reply<unknown>> {
    switch (endpoint) {
      case 'identity.member.invite':
        return client.send(
          inviteTeamMember,
          { email: `${crypto.randomUUID()}@ecole.test`, role: 'teacher' },
          actor,
        );
      case 'identity.member.remove':
        return client.send(removeTeamMember, { userId: home.teacher.userId }, actor);
      case 'identity.member.role.change':
        return client.send(changeTeamMemberRole, { userId: home.teacher.userId, role: 'admin' }, actor);
      case 'identity.member.roles.set':
        return client.send(
          setTeamMemberRoles,
          { userId: home.teacher.userId, roles: ['teacher', 'admin'] },
          actor,
        );
      case 'identity.invitation.revoke':
        return client.send(revokeTeamInvitation, { invitationId: home.invitationId }, actor);
      case 'identity.profile.lookup':
        return client.send(lookupProfiles, { userIds: [home.teacher.userId, home.student.userId] }, actor);
      case 'identity.organization.delete':
        return client.send(deleteOrganization, {}, actor && justSignedIn(actor));
      case 'identity.member.list':
        return client.send(listTeamMembers, {}, actor);
      case 'identity.invitation.accept':
        return client.send(acceptInvitation, { token: home.invitationToken }, actor);
      case 'identity.email.confirm':
        return client.send(confirmEmail, { token: 'A'.repeat(43) }, actor);
      case 'identity.privacy.archive.request':
        return client.send(requestDataArchive, { studentId: home.student.userId }, actor);
      case 'identity.privacy.archive.download':
        return client.send(downloadDataArchive, { token: 'A'.repeat(43) }, actor);
      case 'identity.privacy.archive.part':
        return client.send(downloadDataArchivePart, { key: 'A'.repeat(43), offset: 1 }, actor);
      case 'identity.privacy.officer.set':
        return client.send(
          setPrivacyOfficer,
          { title: 'Directrice', name: 'Julie Tremblay', email: 'julie@ecole.test' },
          actor,
        );
      case 'identity.privacy.officer.published':
        return client.send(getPublishedPrivacyOfficer, { organizationId: home.organizationId }, actor);
      case 'identity.privacy.requests.list':
        return client.send(listPrivacyRequests, { schoolId: home.organizationId }, actor);
      case 'identity.privacy.incidents.list':
        return client.send(listPrivacyIncidents, { schoolId: home.organizationId }, actor);
      case 'identity.privacy.incidents.update':
        return client
          .request(recordPrivacyIncident, incident, home.admin)
          .then(({ id }) =>
            client.send(updatePrivacyIncident, { ...incident, incidentId: id, peopleConcerned: 4 }, actor),
          );
      case 'identity.privacy.reads.list':
        return client.send(listReadLog, { schoolId: home.organizationId }, actor);
      case 'identity.privacy.reads.reviews':
        return client.send(listReadReviews, { schoolId: home.organizationId }, actor);
      case 'identity.privacy.reads.mark-reviewed': {
        const reviewId = crypto.randomUUID();
        await running.infra.dataSource!.query(
          `INSERT INTO read_reviews (id, organization_id, kind, reader_id, students, category, raised_at)
           VALUES ($1, $2, 'many-students', $3, 120, 'grades', now())`,
          [reviewId, home.organizationId, home.teacher.userId],
        );
        return client.send(markReadReviewed, { reviewId }, actor);
      }
      case 'identity.privacy.guardian.get':
        return client.send(getStudentGuardian, { studentId: home.student.userId }, actor);
      case 'identity.privacy.guardian.set':
        return client.send(
          setStudentGuardian,
          { studentId: home.student.userId, ageBand: 'under14', parentEmail: 'parent@famille.test' },
          actor,
        );
      case 'identity.privacy.consent.request':
        return client
          .request(
            setStudentGuardian,
            { studentId: home.student.userId, ageBand: 'under14', parentEmail: 'parent@famille.test' },
            home.admin,
          )
          .then(() =>
            client.send(requestParentalConsent, { studentId: home.student.userId, feature: 'trip' }, actor),
          );
      case 'identity.privacy.consent.view':
        return client.send(viewParentalConsent, { token: 'A'.repeat(43) }, actor);
      case 'identity.privacy.consent.decide':
        return client.send(
          decideParentalConsent,
          {
            token: 'A'.repeat(43),
            decision: 'granted',
            signedName: 'Nadia Bouchard',
            textVersion: '2026-11',
          },
          actor,
        );
      case 'identity.privacy.consent.check':
        return client.send(checkParentalConsent, { studentId: home.student.userId, feature: 'trip' }, actor);
      case 'identity.privacy.agreement.request':
      case 'identity.privacy.agreement.list': {
        const loanId = crypto.randomUUID();
        await client.request(
          setStudentGuardian,
          { studentId: home.student.userId, ageBand: 'under14', parentEmail: 'parent@famille.test' },
          home.admin,
        );
        const summary = 'Violon VIO-0001';
        const asked = {
          studentId: home.student.userId,
          kind: 'loanAgreement' as const,
          reference: loanId,
          summary,
        };
        if (endpoint === 'identity.privacy.agreement.request')
          return client.send(requestSignedAgreement, asked, actor);
        await client.request(requestSignedAgreement, asked, home.admin);
        const reply = await client.send(
          listSignedAgreements,
          { kind: 'loanAgreement', references: [loanId] },
          actor,
        );
        // Away's staff are answered, with nothing of home's: anything read of home's fails the cell.
        const readAway =
          reply.ok && actor?.organizationId !== home.organizationId && reply.data.agreements.length > 0;
        return readAway
          ? { ok: false, error: { code: 'INTERNAL', message: 'home’s agreement read away' } }
          : reply;
      }
      case 'identity.names.to-scrub':
        return client.send(
          listNamesToScrub,
          { organizationId: home.organizationId, userIds: [home.student.userId] },
          actor,
        );
      case 'identity.email.verification.resend':
        return client.send(resendEmailVerification, {}, actor);
      case 'identity.password.change':
        return client.send(
          changePassword,
          { currentPassword: 'x', newPassword: 'arpeges-mineurs-77' },
          actor && justSignedIn(actor),
        );
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  // The NATS half: what each service's credentials may do with identity's subjects, on the NATS boundary
  // identity runs on here (decision 0014). The gateway calls everything; groups only `identity.profile.get`.
  it('every NATS user does with identity’s subjects only what its declaration allows', async () => {
    const user = { userId: crypto.randomUUID(), organizationId: null };
    const users = ['gateway', 'identity', 'groups'] as const;
    const cells = serviceNatsCells('identity', {
      users,
      gatewayPublishes: ['identity.organization.delete', 'identity.privacy.archive.download'],
      answers: ['identity.actor.resolve'],
      also: [
        { publish: 'identity.actor.resolve', by: ['gateway', 'identity'] },
        { publish: 'identity.profile.get', by: ['gateway', 'groups'] },
        // The privacy desk's requests to the services (decisions 0053, 0059): identity's alone.
        { publish: 'homework.privacy.purge', by: ['identity'] },
        // The fact sheet's questions (issue 31 §6): each service's declaration, maestro's model; identity's alone.
        { publish: 'groups.privacy.declaration', by: ['identity'] },
        { publish: 'maestro.model.describe', by: ['identity'] },
        // The read audit's question to groups (issue 31 §4): identity's alone.
        { publish: 'groups.taught-students.list', by: ['identity'] },
        // Outside its queue group even identity may not listen: every request has one answerer.
        { subscribe: 'identity.organization.delete', by: [] },
        {
          publish: 'evt.identity.user.deleted',
          body: {
            id: crypto.randomUUID(),
            subject: 'evt.identity.user.deleted',
            occurredAt: new Date().toISOString(),
            organizationId: null,
            data: user,
          },
          by: ['identity'],
        },
      ],
    });
    // In a queue group named after the user: identity alone listens, in its own.
    cells.push(
      ...users.map((who): NatsMatrixCase => ({
        who,
        attempt: { subscribe: 'identity.actor.resolve', queue: who },
        expected: who === 'identity' ? 'allowed' : 'denied',
      })),
    );
    expect(await checkNatsMatrix(nats, serviceEnv().NATS_PREFIX!, cells)).toEqual([]);
  });

  it('refuses a connection without credentials', async () => {
    await expect(nats.connectAs('anonymous')).rejects.toThrow(/Authorization Violation/i);
  });
});
