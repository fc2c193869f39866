import {
  addUniform,
  getUniform,
  lendUniform,
  listUniformLoans,
  organizationDeleted,
  returnUniformLoan,
  userDeleted,
} from '@crescendo/contracts';
import { eventually, newTenant } from '@crescendo/testing';
import { startInventory, type InventoryHarness } from './inventory-harness.js';

// Issue 27 §1, §3: who has which uniform. Lent by the school's staff to a student groups says is theirs, due by
// default on June 30; returned with its condition; the student sees it in 'Mes prêts'; erased with the person.
let h: InventoryHarness;
beforeAll(async () => {
  h = await startInventory();
}, 90_000);
afterAll(() => h?.close());

async function school() {
  const t = newTenant();
  await h.groupWith(t.teacher, [t.student]);
  const uniform = await h.ok(addUniform, { number: 'U-100', size: 'M', type: 'jacket' }, t.admin);
  return { t, uniform };
}

describe('uniform loans', () => {
  it('are made by the student’s teacher, due June 30, seen by the student, and returned with the condition', async () => {
    const { t, uniform } = await school();
    const loan = await h.ok(lendUniform, { uniformId: uniform.id, studentId: t.student.userId }, t.teacher);
    expect(loan).toMatchObject({
      uniformId: uniform.id,
      number: 'U-100',
      size: 'M',
      type: 'jacket',
      studentId: t.student.userId,
      lentBy: t.teacher.userId,
      overdue: false,
      returnedAt: null,
    });
    expect(loan.dueOn).toMatch(/^\d{4}-06-30$/);
    // Who has which uniform: the student's own, the school's for its staff; nobody else's.
    expect((await h.ok(listUniformLoans, {}, t.student)).loans).toEqual([loan]);
    expect((await h.ok(listUniformLoans, {}, t.otherStudent)).loans).toEqual([]);
    expect((await h.ok(listUniformLoans, { studentId: t.student.userId }, t.admin)).loans).toEqual([loan]);
    expect(await h.send(listUniformLoans, { studentId: t.student.userId }, t.otherStudent)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(
      await h.send(lendUniform, { uniformId: uniform.id, studentId: t.student.userId }, t.admin),
    ).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Cet uniforme est déjà prêté.' },
    });

    const back = await h.ok(returnUniformLoan, { loanId: loan.id, condition: 'worn' }, t.otherTeacher);
    expect(back).toMatchObject({ returnCondition: 'worn' });
    expect(back.returnedAt).not.toBeNull();
    expect(await h.ok(getUniform, { uniformId: uniform.id }, t.admin)).toMatchObject({ condition: 'worn' });
    expect(await h.send(returnUniformLoan, { loanId: loan.id, condition: 'good' }, t.admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Ce prêt est déjà retourné.' },
    });
    expect((await h.ok(listUniformLoans, {}, t.student)).loans).toEqual([]);
    expect((await h.ok(listUniformLoans, { state: 'all' }, t.student)).loans).toHaveLength(1);
  });

  it('are refused for a student not the teacher’s, a uniform out of service, another school’s, and a student', async () => {
    const { t, uniform } = await school();
    const away = newTenant();
    expect(
      await h.send(lendUniform, { uniformId: uniform.id, studentId: t.otherStudent.userId }, t.teacher),
    ).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN', message: 'Cet élève ne fait partie d’aucun de vos groupes.' },
    });
    expect(
      await h.send(lendUniform, { uniformId: uniform.id, studentId: t.student.userId }, t.student),
    ).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(
      await h.send(lendUniform, { uniformId: uniform.id, studentId: t.student.userId }, away.admin),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', message: 'Uniforme introuvable.' } });
    const broken = await h.ok(
      addUniform,
      { number: 'U-101', size: 'L', type: 'trousers', condition: 'out-of-service' },
      t.admin,
    );
    expect(
      await h.send(lendUniform, { uniformId: broken.id, studentId: t.student.userId }, t.admin),
    ).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Cet uniforme est hors service : il ne peut pas être prêté.' },
    });
    const loan = await h.ok(lendUniform, { uniformId: uniform.id, studentId: t.student.userId }, t.admin);
    expect(await h.send(returnUniformLoan, { loanId: loan.id, condition: 'good' }, away.admin)).toMatchObject(
      {
        ok: false,
        error: { code: 'NOT_FOUND' },
      },
    );
    expect(await h.send(returnUniformLoan, { loanId: loan.id, condition: 'good' }, t.student)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect((await h.ok(listUniformLoans, {}, away.admin)).loans).toEqual([]);
    expect(await h.count(`uniform_loans WHERE organization_id = $1`, [t.organizationId])).toBe(1);
  });

  it('of a deleted student are closed and anonymised; an organisation’s go with it', async () => {
    const { t, uniform } = await school();
    const loan = await h.ok(lendUniform, { uniformId: uniform.id, studentId: t.student.userId }, t.teacher);
    await h.publishAsIdentity(
      userDeleted.subject,
      { userId: t.student.userId, organizationId: t.organizationId },
      t.organizationId,
    );
    await eventually(
      () => h.count(`uniform_loans WHERE student_id = $1`, [t.student.userId]),
      (n) => n === 0,
    );
    const [row] = (await h.db.query(
      `SELECT student_id, lent_by, returned_at, return_condition FROM uniform_loans WHERE id = $1`,
      [loan.id],
    )) as Array<Record<string, unknown>>;
    expect(row).toMatchObject({ student_id: null, lent_by: t.teacher.userId, return_condition: 'good' });
    expect(row!.returned_at).not.toBeNull();

    // The teacher's deletion takes their name off the loans they made.
    await h.publishAsIdentity(
      userDeleted.subject,
      { userId: t.teacher.userId, organizationId: t.organizationId },
      t.organizationId,
    );
    await eventually(
      () => h.count(`uniform_loans WHERE lent_by = $1`, [t.teacher.userId]),
      (n) => n === 0,
    );

    await h.publishAsIdentity(
      organizationDeleted.subject,
      { organizationId: t.organizationId },
      t.organizationId,
    );
    await eventually(
      () => h.count(`uniform_loans WHERE organization_id = $1`, [t.organizationId]),
      (n) => n === 0,
    );
    expect(await h.count(`uniforms WHERE organization_id = $1`, [t.organizationId])).toBe(0);
  });
});
