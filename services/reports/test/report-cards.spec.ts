import {
  addBankComment,
  createAssignment,
  createPracticeReport,
  gradeSubmission,
  listBankComments,
  listGroupReportCards,
  listMyReportCards,
  publishReportCard,
  renderReportCard,
  saveReportCard,
  setTerms,
  submitAssignment,
  type Actor,
} from '@crescendo/contracts';
import { dayOf, shiftDay } from '@crescendo/domain';
import { newTenant } from '@crescendo/testing';
import { pdfText } from '@crescendo/testing/pdf';
import { startReports, type ReportsHarness } from './reports-harness.js';
import { termAroundToday } from './school-year-term.js';

// Issue 29 §3 over NATS, on PostgreSQL, with the real groups, identity and homework services: a term's report
// card written from the comment bank beside the term's work homework counted, published, read as a PDF.
let h: ReportsHarness;
beforeAll(async () => {
  h = await startReports();
}, 180_000);
afterAll(() => h?.close());

const today = dayOf(new Date());
const entry = (practiceDate: string, content: string) => ({
  practiceDate,
  duration: 30,
  location: 'home' as const,
  content,
  nextGoals: 'Tempo à 96',
});

/** The days of the student's work (today, and the two days before) that fall in the term. */
const practisedDays = (startsOn: string) =>
  [today, shiftDay(today, -1), shiftDay(today, -2)].filter((day) => day >= startsOn).length;

async function schoolWithTerm() {
  const t = newTenant();
  const { schoolYear, term } = termAroundToday();
  const [set] = (await h.ok(setTerms, { schoolYear, terms: [term] }, t.admin)).terms;
  const group = await h.groupWith(t.teacher, [t.student, t.otherStudent]);
  return { t, term: set!, group };
}

/**
 * The student hands in the group's assignment due today (graded 80) and practises on two more days; a report
 * dated 40 days back is flagged ('tooOld') and counts for nothing.
 */
async function termOfWork(teacher: Actor, student: Actor, groupId: string) {
  const assignment = await h.ok(
    createAssignment,
    {
      groupId,
      title: 'Gamme de si bémol',
      description: 'Deux octaves, noires à 80.',
      dueDate: today,
      dueTime: '23:59',
      sendToClassroom: false,
    },
    teacher,
  );
  const submission = await h.ok(
    submitAssignment,
    { assignmentId: assignment.id, ...entry(today, 'Gamme de si bémol, deux octaves') },
    student,
  );
  await h.ok(gradeSubmission, { submissionId: submission.id, grade: 80 }, teacher);
  await h.ok(createPracticeReport, entry(shiftDay(today, -1), 'Étude no 3'), student);
  await h.ok(createPracticeReport, entry(shiftDay(today, -2), 'Choral de Bach'), student);
  await h.ok(createPracticeReport, entry(shiftDay(today, -40), 'Gammes'), student);
}

describe('report cards', () => {
  it('list a group’s students with the term’s work homework counted: days practised (flagged reports left out), work handed in, graded average', async () => {
    const { t, term, group } = await schoolWithTerm();
    await termOfWork(t.teacher, t.student, group.id);
    const { rows, nextCursor } = await h.ok(
      listGroupReportCards,
      { groupId: group.id, termId: term.id },
      t.teacher,
    );
    expect(nextCursor).toBeNull();
    const of = (studentId: string) => rows.find((row) => row.studentId === studentId)!;
    expect(rows).toHaveLength(2);
    expect(of(t.student.userId)).toMatchObject({
      reportCard: null,
      work: {
        practiceDays: practisedDays(term.startsOn),
        assigned: 1,
        handedIn: 1,
        handedInPercent: 100,
        gradedAverage: 80,
        graded: 1,
      },
    });
    expect(of(t.otherStudent.userId).work).toMatchObject({
      practiceDays: 0,
      daysPerWeek: 0,
      assigned: 1,
      handedIn: 0,
      handedInPercent: 0,
      gradedAverage: null,
    });
    expect(of(t.student.userId).work.daysPerWeek).toBeGreaterThan(0);
  });

  it('are paged over the group’s students', async () => {
    const { t, term, group } = await schoolWithTerm();
    const first = await h.ok(listGroupReportCards, { groupId: group.id, termId: term.id, limit: 1 }, t.admin);
    expect(first.rows).toHaveLength(1);
    const second = await h.ok(
      listGroupReportCards,
      { groupId: group.id, termId: term.id, limit: 1, cursor: first.nextCursor! },
      t.admin,
    );
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.rows, ...second.rows].map((row) => row.studentId))).toEqual(
      new Set([t.student.userId, t.otherStudent.userId]),
    );
  });

  it('are written from the comment bank, seen by the student once published, and printed in French and English', async () => {
    const { t, term, group } = await schoolWithTerm();
    await termOfWork(t.teacher, t.student, group.id);
    await h.ok(
      addBankComment,
      { topic: 'perform', language: 'fr', text: 'Interprète ses pièces avec justesse.', scope: 'school' },
      t.admin,
    );
    const [fromBank] = (await h.ok(listBankComments, { topic: 'perform', language: 'fr' }, t.teacher))
      .comments;
    const card = await h.ok(
      saveReportCard,
      {
        termId: term.id,
        groupId: group.id,
        studentId: t.student.userId,
        marks: { create: null, perform: 85, appreciate: 78 },
        comment: fromBank!.text,
      },
      t.teacher,
    );
    expect(card).toMatchObject({ status: 'draft', work: null, marks: { create: null, perform: 85 } });
    expect((await h.ok(listMyReportCards, {}, t.student)).reportCards).toEqual([]);
    expect(await h.send(renderReportCard, { reportCardId: card.id }, t.student)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'Bulletin introuvable.' },
    });

    const published = await h.ok(publishReportCard, { reportCardId: card.id }, t.teacher);
    expect(published).toMatchObject({
      status: 'published',
      work: { practiceDays: practisedDays(term.startsOn), handedInPercent: 100, gradedAverage: 80 },
    });
    const mine = (await h.ok(listMyReportCards, {}, t.student)).reportCards;
    expect(mine).toEqual([
      expect.objectContaining({ id: card.id, term: expect.objectContaining({ name: 'Étape 1' }) }),
    ]);
    expect((await h.ok(listMyReportCards, {}, t.otherStudent)).reportCards).toEqual([]);

    const french = await h.ok(renderReportCard, { reportCardId: card.id, language: 'fr' }, t.student);
    expect(french).toMatchObject({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/^bulletin-.*-etape-1\.pdf$/),
    });
    const text = (await pdfText(Buffer.from(french.contentBase64, 'base64'))).join('\n');
    for (const line of [
      'Bulletin — Musique',
      'Créer des œuvres musicales : Non évaluée à cette étape',
      'Interpréter des œuvres musicales : 85 %',
      'Apprécier des œuvres musicales : 78 %',
      'Moyenne des travaux notés : 80 % (1 travail noté)',
      'Devoirs remis : 100 % (1 sur 1)',
      'Interprète ses pièces avec justesse.',
    ])
      expect(text).toContain(line);
    const english = await h.ok(renderReportCard, { reportCardId: card.id, language: 'en' }, t.teacher);
    expect((await pdfText(Buffer.from(english.contentBase64, 'base64'))).join('\n')).toContain(
      'Perform musical works: 85%',
    );
    expect(await h.send(renderReportCard, { reportCardId: card.id }, t.otherStudent)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });

  it('hold a comment per competency: one written keeps the others, the card’s form leaves them as they are', async () => {
    const { t, term, group } = await schoolWithTerm();
    const ids = { termId: term.id, groupId: group.id, studentId: t.student.userId };
    const marks = { create: 70, perform: 85, appreciate: null };
    const first = await h.ok(
      saveReportCard,
      { ...ids, marks, comment: 'Bonne étape.', competencyComments: { perform: 'Un son soutenu.' } },
      t.teacher,
    );
    expect(first.competencyComments).toEqual({ create: '', perform: 'Un son soutenu.', appreciate: '' });
    const second = await h.ok(
      saveReportCard,
      { ...ids, marks, comment: 'Bonne étape.', competencyComments: { create: 'Des idées originales.' } },
      t.teacher,
    );
    expect(second.competencyComments).toEqual({
      create: 'Des idées originales.',
      perform: 'Un son soutenu.',
      appreciate: '',
    });
    // The card's form sends the marks and the general comment only: the competencies' stay.
    const fromForm = await h.ok(saveReportCard, { ...ids, marks, comment: 'Très bonne étape.' }, t.teacher);
    expect(fromForm).toMatchObject({
      comment: 'Très bonne étape.',
      competencyComments: { create: 'Des idées originales.', perform: 'Un son soutenu.', appreciate: '' },
    });
    const pdf = await h.ok(renderReportCard, { reportCardId: fromForm.id, language: 'fr' }, t.teacher);
    const text = (await pdfText(Buffer.from(pdf.contentBase64, 'base64'))).join('\n');
    expect(text).toContain('Des idées originales.');
    expect(text).toContain('Un son soutenu.');
    expect(
      await h.send(
        saveReportCard,
        { ...ids, marks, competencyComments: { appreciate: 'x'.repeat(1501) } },
        t.teacher,
      ),
    ).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  });

  it('refuse a mark out of range and a student outside the group, storing nothing', async () => {
    const { t, term, group } = await schoolWithTerm();
    const outsider = newTenant().student;
    const card = {
      termId: term.id,
      groupId: group.id,
      studentId: t.student.userId,
      marks: { create: 120, perform: null, appreciate: null },
      comment: '',
    };
    expect(await h.send(saveReportCard, card, t.teacher)).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        fields: { 'payload.marks.create': 'La note est un nombre entier de 0 à 100.' },
      },
    });
    expect(
      await h.send(
        saveReportCard,
        { ...card, studentId: outsider.userId, marks: { create: 70, perform: null, appreciate: null } },
        t.teacher,
      ),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'Cet élève ne fait pas partie de ce groupe.' },
    });
    expect(
      await h.send(
        saveReportCard,
        { ...card, marks: { create: 70, perform: null, appreciate: null } },
        t.otherTeacher,
      ),
    ).toMatchObject({
      ok: false,
      // Groups does not even say the group exists to a teacher of another group.
      error: { code: 'NOT_FOUND' },
    });
    expect(await h.count(`report_cards WHERE organization_id = $1`, [t.organizationId])).toBe(0);
  });

  it('keep a term with report cards: the admin cannot remove it', async () => {
    const { t, term, group } = await schoolWithTerm();
    await h.ok(
      saveReportCard,
      {
        termId: term.id,
        groupId: group.id,
        studentId: t.student.userId,
        marks: { create: 70, perform: 70, appreciate: 70 },
      },
      t.teacher,
    );
    const other = { name: 'Étape unique', startsOn: term.startsOn, endsOn: term.endsOn, weight: 100 };
    expect(await h.send(setTerms, { schoolYear: term.schoolYear, terms: [other] }, t.admin)).toMatchObject({
      ok: false,
      error: {
        code: 'CONFLICT',
        message: 'Des bulletins sont rédigés pour cette étape : elle ne peut pas être retirée.',
      },
    });
    const renamed = await h.ok(
      setTerms,
      { schoolYear: term.schoolYear, terms: [{ ...other, id: term.id }] },
      t.admin,
    );
    expect(renamed.terms).toEqual([expect.objectContaining({ id: term.id, name: 'Étape unique' })]);
  });
});
