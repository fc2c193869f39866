import {
  addBankComment,
  deleteGroup,
  listBankComments,
  listTerms,
  organizationDeleted,
  publishReportCard,
  saveReportCard,
  setTerms,
  userDeleted,
} from '@crescendo/contracts';
import { defaultTerms, schoolYearOf } from '@crescendo/domain';
import { demoAccountId, demoOrganization } from '@crescendo/domain/demo';
import { eventually, newTenant } from '@crescendo/testing';
import { startReports, type ReportsHarness } from './reports-harness.js';
import { termAroundToday } from './school-year-term.js';

// Decision 0028: deletions reach the report cards; DEMO_MODE loads the demo school's terms and comment bank.
let h: ReportsHarness;
beforeAll(async () => {
  h = await startReports({ demo: true });
}, 180_000);
afterAll(() => h?.close());

async function schoolWithCards() {
  const t = newTenant();
  const { schoolYear, term: fields } = termAroundToday();
  const [term] = (await h.ok(setTerms, { schoolYear, terms: [fields] }, t.admin)).terms;
  const group = await h.groupWith(t.teacher, [t.student, t.otherStudent]);
  const write = (studentId: string) =>
    h.ok(
      saveReportCard,
      {
        termId: term!.id,
        groupId: group.id,
        studentId,
        marks: { create: 70, perform: 80, appreciate: 75 },
        comment: 'Belle étape.',
      },
      t.teacher,
    );
  const published = await write(t.student.userId);
  await h.ok(publishReportCard, { reportCardId: published.id }, t.teacher);
  const draft = await write(t.otherStudent.userId);
  return { t, group, published, draft };
}

describe('deletions', () => {
  it('erase a student’s report cards with them, and forget the teacher who wrote them', async () => {
    const { t } = await schoolWithCards();
    await h.ok(addBankComment, { topic: 'general', language: 'fr', text: 'À moi' }, t.teacher);
    await h.publishAsIdentity(
      userDeleted.subject,
      { userId: t.student.userId, organizationId: t.organizationId },
      t.organizationId,
    );
    await h.publishAsIdentity(
      userDeleted.subject,
      { userId: t.teacher.userId, organizationId: t.organizationId },
      t.organizationId,
    );
    await eventually(
      () =>
        h.count(`report_cards WHERE student_id = $1 OR updated_by = $2 OR published_by = $2`, [
          t.student.userId,
          t.teacher.userId,
        ]),
      (n) => n === 0,
    );
    await eventually(
      () => h.count(`bank_comments WHERE owner_id = $1`, [t.teacher.userId]),
      (n) => n === 0,
    );
    expect(await h.count(`report_cards WHERE organization_id = $1`, [t.organizationId])).toBe(1);
  });

  it('take a deleted group’s drafts with it; its published cards stay their students’', async () => {
    const { t, group, published } = await schoolWithCards();
    await h.ok(deleteGroup, { groupId: group.id }, t.teacher);
    await eventually(
      () => h.count(`report_cards WHERE organization_id = $1`, [t.organizationId]),
      (n) => n === 1,
    );
    expect(await h.count(`report_cards WHERE id = $1 AND status = 'published'`, [published.id])).toBe(1);
  });

  it('erase an organisation’s terms, comments and report cards, and another school’s stay', async () => {
    const gone = await schoolWithCards();
    const kept = await schoolWithCards();
    await h.publishAsIdentity(
      organizationDeleted.subject,
      { organizationId: gone.t.organizationId },
      gone.t.organizationId,
    );
    await eventually(
      () =>
        h
          .count(`terms WHERE organization_id = $1`, [gone.t.organizationId])
          .then(
            async (terms) =>
              terms + (await h.count(`report_cards WHERE organization_id = $1`, [gone.t.organizationId])),
          ),
      (n) => n === 0,
    );
    expect(await h.count(`report_cards WHERE organization_id = $1`, [kept.t.organizationId])).toBe(2);
  });
});

describe('the demo school', () => {
  it('has this school year’s terms as proposed and a comment bank in French and English', async () => {
    const admin = {
      userId: demoAccountId('admin@demo.crescendo.ca'),
      organizationId: demoOrganization.id,
      roles: ['admin' as const],
    };
    const schoolYear = schoolYearOf(new Date());
    const { terms } = await h.ok(listTerms, { schoolYear }, admin);
    expect(terms.map(({ name, startsOn, endsOn, weight }) => ({ name, startsOn, endsOn, weight }))).toEqual(
      defaultTerms(schoolYear),
    );
    const { comments } = await h.ok(listBankComments, { topic: 'perform' }, admin);
    expect(comments.map((comment) => comment.language).sort()).toEqual(['en', 'fr']);
  });
});
