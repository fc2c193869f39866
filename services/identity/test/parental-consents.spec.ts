import { randomUUID } from 'node:crypto';
import {
  checkParentalConsent,
  decideParentalConsent,
  getStudentGuardian,
  listSignedAgreements,
  removeTeamMember,
  requestSignedAgreement,
  requestParentalConsent,
  setStudentGuardian,
  viewParentalConsent,
  type Actor,
  type Role,
} from '@crescendo/contracts';
import { consentTextVersions } from '@crescendo/domain';
import { startMailCatcher, type MailCatcher } from '@crescendo/mail-catcher';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import { signIn, startIdentity, stopIdentity } from './identity-harness.js';

/** Parents and under-14s (issue 31 §7): the school asks, the parent answers by the link, the verdict follows. */
describe("a parent's consent for a student under 14", () => {
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
  async function school(): Promise<string> {
    const id = randomUUID();
    await sql(`INSERT INTO organizations (id, name, kind) VALUES ($1, $2, 'school')`, [
      id,
      `École ${id.slice(0, 6)}`,
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
  const tokenIn = (text: string) => /consentement\?token=([A-Za-z0-9_-]{43})/.exec(text)![1]!;
  const version = consentTextVersions.practicePlan;

  it('mails the parent, opens the feature once they accept, and closes it when they withdraw', async () => {
    const schoolId = await school();
    const admin = await member(schoolId, 'admin');
    const student = await member(schoolId, 'student');
    const teacher = await member(schoolId, 'teacher');
    const studentId = student.userId;
    const parentEmail = `parent-${studentId.slice(0, 8)}@famille.test`;

    // Unknown age: closed, as for a child under 14 (the most private setting by default).
    expect(
      await client.request(checkParentalConsent, { studentId, feature: 'practicePlan' }, teacher),
    ).toEqual({
      allowed: false,
      reason: 'ageUnknown',
    });
    // Without a parent's address nothing can be asked.
    expect(
      await client.send(requestParentalConsent, { studentId, feature: 'practicePlan' }, admin),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        fields: { parentEmail: 'Indiquez d’abord l’adresse courriel d’un parent de cet élève.' },
      },
    });

    const set = await client.request(
      setStudentGuardian,
      { studentId, ageBand: 'under14', parentEmail: ` ${parentEmail.toUpperCase()} ` },
      admin,
    );
    expect(set).toMatchObject({ ageBand: 'under14', parentEmail });
    expect(set.consents.map((c) => [c.feature, c.status, c.allowed])).toEqual([
      ['recordingSharing', 'none', false],
      ['practicePlan', 'none', false],
      ['loanAgreement', 'none', false],
      ['trip', 'none', false],
    ]);

    const asked = await client.request(requestParentalConsent, { studentId, feature: 'practicePlan' }, admin);
    expect(asked.consents[1]).toMatchObject({
      status: 'pending',
      mailedTo: parentEmail,
      textVersion: version,
    });
    const mailed = await mail.waitFor(parentEmail, (caught) =>
      caught.subject.includes('Consentement demandé'),
    );
    expect(mailed.text).toContain('le plan de pratique préparé par Maestro IA');
    expect(mailed.text).toContain('retirer votre consentement en tout temps');
    const token = tokenIn(mailed.text);

    const view = await client.request(viewParentalConsent, { token }, null);
    expect(view).toMatchObject({
      feature: 'practicePlan',
      status: 'pending',
      answers: ['granted', 'refused'],
      textVersion: version,
    });
    // Another wording than the one in force is never kept as consent.
    expect(
      await client.send(
        decideParentalConsent,
        { token, decision: 'granted', signedName: 'Nadia Bouchard', textVersion: '1999-01' },
        null,
      ),
    ).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    // Withdrawing what was never given is refused.
    expect(
      await client.send(
        decideParentalConsent,
        { token, decision: 'withdrawn', signedName: 'Nadia Bouchard', textVersion: version },
        null,
      ),
    ).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });

    const granted = await client.request(
      decideParentalConsent,
      { token, decision: 'granted', signedName: 'Nadia Bouchard', textVersion: version },
      null,
    );
    expect(granted).toMatchObject({
      status: 'granted',
      answers: ['withdrawn'],
      signedName: 'Nadia Bouchard',
    });
    expect(
      await client.request(checkParentalConsent, { studentId, feature: 'practicePlan' }, teacher),
    ).toEqual({
      allowed: true,
      reason: 'granted',
    });
    // The student asks for themself too; another feature stays closed.
    expect(
      await client.request(checkParentalConsent, { studentId, feature: 'practicePlan' }, student),
    ).toMatchObject({ allowed: true });
    expect(await client.request(checkParentalConsent, { studentId, feature: 'trip' }, teacher)).toMatchObject(
      { allowed: false, reason: 'notAsked' },
    );
    // Asking again leaves a consent given as it is: no new mail, the same link.
    await client.request(requestParentalConsent, { studentId, feature: 'practicePlan' }, admin);
    const kept = await client.request(getStudentGuardian, { studentId }, admin);
    expect(kept.consents[1]).toMatchObject({ status: 'granted', signedName: 'Nadia Bouchard' });

    const withdrawn = await client.request(
      decideParentalConsent,
      { token, decision: 'withdrawn', signedName: 'Nadia Bouchard', textVersion: version },
      null,
    );
    expect(withdrawn).toMatchObject({ status: 'withdrawn', answers: [] });
    expect(
      await client.request(checkParentalConsent, { studentId, feature: 'practicePlan' }, teacher),
    ).toEqual({
      allowed: false,
      reason: 'withdrawn',
    });

    // Aged 14 or more: open without a parent, and nothing to ask.
    await client.request(setStudentGuardian, { studentId, ageBand: 'fourteenPlus', parentEmail }, admin);
    expect(await client.request(checkParentalConsent, { studentId, feature: 'trip' }, teacher)).toEqual({
      allowed: true,
      reason: 'fourteenPlus',
    });
    expect(await client.send(requestParentalConsent, { studentId, feature: 'trip' }, admin)).toMatchObject({
      ok: false,
      error: {
        code: 'CONFLICT',
        message: 'Cet élève a 14 ans ou plus : le consentement d’un parent n’est pas requis.',
      },
    });
  });

  it('replaces an unanswered link, refuses an expired one, and keeps each school to its own students', async () => {
    const schoolId = await school();
    const admin = await member(schoolId, 'admin');
    const studentId = (await member(schoolId, 'student')).userId;
    const parentEmail = `parent-${studentId.slice(0, 8)}@famille.test`;
    await client.request(setStudentGuardian, { studentId, ageBand: 'under14', parentEmail }, admin);
    await client.request(requestParentalConsent, { studentId, feature: 'trip' }, admin);
    const first = tokenIn((await mail.waitFor(parentEmail, (m) => m.subject.includes('sorties'))).text);
    await client.request(requestParentalConsent, { studentId, feature: 'trip' }, admin);
    const second = tokenIn(
      (await mail.waitFor(parentEmail, (m) => m.subject.includes('sorties') && !m.text.includes(first))).text,
    );
    expect(await client.send(viewParentalConsent, { token: first }, null)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    await sql(
      `UPDATE parental_consents SET link_expires_at = now() - interval '1 minute' WHERE student_id = $1`,
      [studentId],
    );
    expect(await client.request(viewParentalConsent, { token: second }, null)).toMatchObject({ answers: [] });
    expect(
      await client.send(
        decideParentalConsent,
        {
          token: second,
          decision: 'granted',
          signedName: 'Luc Gagnon',
          textVersion: consentTextVersions.trip,
        },
        null,
      ),
    ).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });

    // Another school's admin, a teacher, a student: none reads or sets this student's guardian.
    const elsewhere = await member(await school(), 'admin');
    expect(await client.send(getStudentGuardian, { studentId }, elsewhere)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(
      await client.send(
        setStudentGuardian,
        { studentId, ageBand: 'fourteenPlus', parentEmail: null },
        elsewhere,
      ),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await client.send(checkParentalConsent, { studentId, feature: 'trip' }, elsewhere)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    const teacher = await member(schoolId, 'teacher');
    expect(await client.send(getStudentGuardian, { studentId }, teacher)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
  });

  it("asks an item's agreement of the parent under 14 and of the student from 14 on, and lists it for the staff", async () => {
    const schoolId = await school();
    const teacher = await member(schoolId, 'teacher');
    const admin = await member(schoolId, 'admin');
    const young = (await member(schoolId, 'student')).userId;
    const older = await member(schoolId, 'student');
    const parentEmail = `parent-${young.slice(0, 8)}@famille.test`;
    const [loanOfYoung, loanOfOlder] = [randomUUID(), randomUUID()];
    const summary = 'Violon VIO-0001, à rendre le 2027-06-20';

    // No parent's address for a child under 14: nothing asked.
    expect(
      await client.send(
        requestSignedAgreement,
        { studentId: young, kind: 'loanAgreement', reference: loanOfYoung, summary },
        teacher,
      ),
    ).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    await client.request(setStudentGuardian, { studentId: young, ageBand: 'under14', parentEmail }, admin);
    await client.request(
      setStudentGuardian,
      { studentId: older.userId, ageBand: 'fourteenPlus', parentEmail: null },
      admin,
    );

    expect(
      await client.request(
        requestSignedAgreement,
        { studentId: young, kind: 'loanAgreement', reference: loanOfYoung, summary },
        teacher,
      ),
    ).toEqual({ status: 'pending', signer: 'parent', mailedTo: parentEmail });
    const toParent = await mail.waitFor(parentEmail, (m) => m.text.includes(summary));
    expect(toParent.text).toContain('l’entente de prêt d’un instrument de l’école');

    const [row] = await sql(`SELECT email FROM users WHERE id = $1`, [older.userId]);
    const studentEmail = (row as { email: string }).email;
    expect(
      await client.request(
        requestSignedAgreement,
        { studentId: older.userId, kind: 'loanAgreement', reference: loanOfOlder, summary },
        teacher,
      ),
    ).toMatchObject({ status: 'pending', signer: 'student', mailedTo: studentEmail });
    const toStudent = await mail.waitFor(studentEmail, (m) => m.subject.startsWith('Entente à accepter'));
    const view = await client.request(viewParentalConsent, { token: tokenIn(toStudent.text) }, null);
    expect(view).toMatchObject({ signer: 'student', summary, feature: 'loanAgreement' });
    await client.request(
      decideParentalConsent,
      {
        token: tokenIn(toStudent.text),
        decision: 'granted',
        signedName: 'Alex Tremblay',
        textVersion: view.textVersion,
      },
      null,
    );

    const listed = await client.request(
      listSignedAgreements,
      { kind: 'loanAgreement', references: [loanOfYoung, loanOfOlder] },
      teacher,
    );
    expect(listed.agreements.map((a) => [a.reference, a.status, a.signer, a.signedName]).sort()).toEqual(
      [
        [loanOfYoung, 'pending', 'parent', null],
        [loanOfOlder, 'granted', 'student', 'Alex Tremblay'],
      ].sort(),
    );
    // The feature's own consents stay apart from items' agreements.
    const guardian = await client.request(getStudentGuardian, { studentId: young }, admin);
    expect(guardian.consents.every((c) => c.status === 'none')).toBe(true);
    // A student reads their own alone, another school's staff none of it.
    expect(
      await client.request(
        listSignedAgreements,
        { kind: 'loanAgreement', references: [loanOfYoung, loanOfOlder] },
        older,
      ),
    ).toEqual({
      agreements: [
        expect.objectContaining({ reference: loanOfOlder, studentId: older.userId, status: 'granted' }),
      ],
    });
    const elsewhere = await member(await school(), 'teacher');
    expect(
      await client.request(
        listSignedAgreements,
        { kind: 'loanAgreement', references: [loanOfYoung] },
        elsewhere,
      ),
    ).toEqual({ agreements: [] });
  });

  it('asks nothing when the mail cannot leave, and forgets the guardian when the student leaves the school', async () => {
    const schoolId = await school();
    const admin = await member(schoolId, 'admin');
    const studentId = (await member(schoolId, 'student')).userId;
    await client.request(
      setStudentGuardian,
      { studentId, ageBand: 'under14', parentEmail: `p-${studentId.slice(0, 8)}@famille.test` },
      admin,
    );
    await mail.close();
    mailOpen = false;
    expect(
      await client.send(requestParentalConsent, { studentId, feature: 'recordingSharing' }, admin),
    ).toMatchObject({
      ok: false,
      error: { code: 'UNAVAILABLE' },
    });
    expect(await sql(`SELECT 1 FROM parental_consents WHERE student_id = $1`, [studentId])).toEqual([]);

    await client.request(removeTeamMember, { userId: studentId }, admin);
    expect(await sql(`SELECT 1 FROM student_guardians WHERE student_id = $1`, [studentId])).toEqual([]);
  });
});
