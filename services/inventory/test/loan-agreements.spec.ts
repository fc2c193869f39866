import {
  addInstrument,
  decideParentalConsent,
  lendInstrument,
  listLoans,
  requestLoanAgreement,
  returnLoan,
  scanLoan,
  setStudentGuardian,
} from '@crescendo/contracts';
import { consentTextVersions } from '@crescendo/domain';
import { startMailCatcher, type MailCatcher } from '@crescendo/mail-catcher';
import { newTenant, type Tenant } from '@crescendo/testing';
import { identityKnows, startInventory, type InventoryHarness } from './inventory-harness.js';

// 'Entente de prêt' (issue 27 §4, decision 0066) over NATS with the real identity: a loan that requires the
// family's agreement is lent only once identity has mailed the link; the staff's list reads where it stands.
let h: InventoryHarness;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  h = await startInventory({ smtpUrl: mail.smtpUrl });
}, 90_000);
afterAll(async () => {
  await h?.close();
  await mail?.close();
});

/** A school as identity knows it (its members: what identity checks before it mails) and as groups do. */
async function school(): Promise<Tenant> {
  const t = newTenant();
  await identityKnows(t);
  await h.groupWith(t.teacher, [t.student]);
  return t;
}

let serial = 0;
async function violin(t: Tenant) {
  serial += 1;
  return h.ok(
    addInstrument,
    {
      family: 'cordes',
      type: 'Violon',
      brand: 'Yamaha',
      model: 'V5',
      assetNumber: `VIO-${String(serial).padStart(4, '0')}`,
    },
    t.admin,
  );
}

const tokenIn = (text: string) => /consentement\?token=([A-Za-z0-9_-]{43})/.exec(text)![1]!;

describe("a loan's agreement with the family", () => {
  it('mails the parent of a student under 14, shows it pending, then signed once the parent accepts', async () => {
    const t = await school();
    const parentEmail = `parent-${t.student.userId.slice(0, 8)}@famille.test`;
    await h.ok(setStudentGuardian, { studentId: t.student.userId, ageBand: 'under14', parentEmail }, t.admin);
    const instrument = await violin(t);
    const loan = await h.ok(
      lendInstrument,
      { instrumentId: instrument.id, studentId: t.student.userId, dueOn: '2027-06-20', agreement: true },
      t.teacher,
    );
    expect(loan).toMatchObject({
      agreementRequired: true,
      agreement: { status: 'pending', signer: 'parent', signedName: null, decidedAt: null },
    });
    const mailed = await mail.waitFor(parentEmail);
    expect(mailed.text).toContain(`Violon Yamaha V5 (${instrument.assetNumber}), à rendre le 20 juin 2027`);

    const listed = await h.ok(listLoans, {}, t.admin);
    expect(listed.loans).toEqual([
      expect.objectContaining({
        id: loan.id,
        agreementRequired: true,
        agreement: expect.objectContaining({ status: 'pending' }),
      }),
    ]);

    await h.ok(
      decideParentalConsent,
      {
        token: tokenIn(mailed.text),
        decision: 'granted',
        signedName: 'Nadia Tremblay',
        textVersion: consentTextVersions.loanAgreement,
      },
      null,
    );
    const signed = await h.ok(listLoans, {}, t.teacher);
    expect(signed.loans[0]!.agreement).toEqual({
      status: 'granted',
      signer: 'parent',
      signedName: 'Nadia Tremblay',
      decidedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // The student's own list ('Mes prêts'): identity answers them about their own agreement.
    const mine = await h.ok(listLoans, {}, t.student);
    expect(mine.loans[0]).toMatchObject({
      agreementRequired: true,
      agreement: { status: 'granted', signer: 'parent', signedName: 'Nadia Tremblay' },
    });
  });

  it('mails the student aged 14 or more, from a loan or a quick-mode scan', async () => {
    const t = await school();
    await h.ok(
      setStudentGuardian,
      { studentId: t.student.userId, ageBand: 'fourteenPlus', parentEmail: null },
      t.admin,
    );
    const instrument = await violin(t);
    const loan = await h.ok(
      lendInstrument,
      { instrumentId: instrument.id, studentId: t.student.userId, agreement: true },
      t.admin,
    );
    expect(loan.agreement).toMatchObject({ status: 'pending', signer: 'student' });
    await mail.waitFor(`student-${t.student.userId.slice(0, 8)}@ecole.test`);
    // The quick mode's scan asks it the same way ('Entente requise' in the teacher's quick mode).
    const scanned = await h.ok(
      scanLoan,
      { code: (await violin(t)).assetNumber, studentId: t.student.userId, agreement: true },
      t.teacher,
    );
    expect(scanned).toMatchObject({
      agreementRequired: true,
      agreement: { status: 'pending', signer: 'student' },
    });
  });

  it('lends nothing when identity cannot ask (no parent’s address), with identity’s message', async () => {
    const t = await school();
    const instrument = await violin(t);
    const refused = await h.send(
      lendInstrument,
      { instrumentId: instrument.id, studentId: t.student.userId, agreement: true },
      t.teacher,
    );
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        fields: { parentEmail: 'Indiquez d’abord l’adresse courriel d’un parent de cet élève.' },
      },
    });
    expect(await h.count(`loans WHERE organization_id = $1`, [t.organizationId])).toBe(0);
    // The instrument is still on the shelf: lent without agreement, nothing is asked of identity.
    const plain = await h.ok(
      lendInstrument,
      { instrumentId: instrument.id, studentId: t.student.userId },
      t.teacher,
    );
    expect(plain).toMatchObject({ agreementRequired: false, agreement: null });
    expect((await h.ok(listLoans, {}, t.admin)).loans).toEqual([
      expect.objectContaining({ id: plain.id, agreementRequired: false, agreement: null }),
    ]);
  });

  it("'Renvoyer l'entente': mails it again, or asks it of a loan lent without one; never of a returned loan", async () => {
    const t = await school();
    const parentEmail = `parent-${t.student.userId.slice(0, 8)}@famille.test`;
    const instrument = await violin(t);
    const loan = await h.ok(
      lendInstrument,
      { instrumentId: instrument.id, studentId: t.student.userId },
      t.teacher,
    );
    // No parent's address yet: identity refuses, and the loan still requires nothing.
    expect(await h.send(requestLoanAgreement, { loanId: loan.id }, t.teacher)).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED' },
    });
    expect((await h.ok(listLoans, {}, t.admin)).loans[0]).toMatchObject({ agreementRequired: false });

    await h.ok(setStudentGuardian, { studentId: t.student.userId, ageBand: 'under14', parentEmail }, t.admin);
    const asked = await h.ok(requestLoanAgreement, { loanId: loan.id }, t.teacher);
    expect(asked).toMatchObject({ id: loan.id, agreementRequired: true, agreement: { status: 'pending' } });
    const first = tokenIn((await mail.waitFor(parentEmail)).text);
    await h.ok(requestLoanAgreement, { loanId: loan.id }, t.admin);
    const second = tokenIn((await mail.waitFor(parentEmail, (m) => !m.text.includes(first))).text);
    expect(second).not.toBe(first);
    expect((await h.ok(listLoans, {}, t.admin)).loans[0]!.agreement).toMatchObject({ status: 'pending' });

    await h.ok(returnLoan, { loanId: loan.id, condition: 'good' }, t.admin);
    expect(await h.send(requestLoanAgreement, { loanId: loan.id }, t.admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT' },
    });
  });
});
