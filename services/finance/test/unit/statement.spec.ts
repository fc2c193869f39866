import { statementLinesMax } from '@crescendo/contracts';
import { financeUnderTest } from './fakes/finance-under-test.js';
import { groupOf, person } from './fakes/people.js';
import { refusalOf } from './fakes/refusal.js';

/** A student's statement (StatementService) on fakes: who may print whose, and its length. */
function school() {
  const f = financeUnderTest();
  const teacher = person('teacher');
  const otherTeacher = person('teacher');
  const admin = person('admin');
  const student = person('student');
  const classmate = person('student');
  const group = groupOf([teacher], [student, classmate]);
  f.access
    .addGroup(group)
    .addGroup(groupOf([otherTeacher], []))
    .addAdmin(admin.userId);
  return { ...f, teacher, otherTeacher, admin, student, classmate, group };
}

const period = { from: '2026-11-01', to: '2026-11-30', language: 'fr' as const };

describe('a student’s statement', () => {
  it('is printed for the student, a teacher of their group, an admin; refused to a classmate and another teacher', async () => {
    const s = school();
    const purchase = await s.purchases.record(s.teacher, {
      studentId: s.student.userId,
      item: 'Anches',
      amount: 1250,
      currency: 'CAD',
    });
    await s.purchases.pay(s.teacher, purchase.id);
    const asked = { ...period, studentId: s.student.userId };
    const printed = await s.statements.render(s.student, asked);
    expect(printed).toMatchObject({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/-2026-11-01-2026-11-30\.pdf$/),
    });
    expect(Buffer.from(printed.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    await s.statements.render(s.teacher, asked);
    await s.statements.render(s.admin, asked);
    expect(await refusalOf(s.statements.render(s.classmate, asked))).toEqual({
      code: 'FORBIDDEN',
      key: 'common.forbidden',
    });
    expect(await refusalOf(s.statements.render(s.otherTeacher, asked))).toEqual({
      code: 'FORBIDDEN',
      key: 'finance.studentNotYours',
    });
  });

  it('of a student who left every group stays the admin’s to print while they have purchases', async () => {
    const s = school();
    await s.purchases.record(s.teacher, {
      studentId: s.student.userId,
      item: 'Lutrin',
      amount: 3000,
      currency: 'CAD',
    });
    s.access.removeStudent(s.group.id, s.student.userId);
    s.access.removeStudent(s.group.id, s.classmate.userId);
    await s.statements.render(s.admin, { ...period, studentId: s.student.userId });
    expect(
      await refusalOf(s.statements.render(s.admin, { ...period, studentId: s.classmate.userId })),
    ).toEqual({
      code: 'NOT_FOUND',
      key: 'finance.studentUnknown',
    });
  });

  it('of more lines than a statement holds is refused', async () => {
    const s = school();
    for (let n = 0; n <= statementLinesMax; n += 1)
      await s.purchases.record(s.admin, {
        studentId: s.student.userId,
        item: `Article ${n}`,
        amount: 100,
        currency: 'CAD',
      });
    expect(
      await refusalOf(s.statements.render(s.admin, { ...period, studentId: s.student.userId })),
    ).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      key: 'finance.statementTooLong',
    });
  });
});
