import {
  addBankComment,
  listBankComments,
  listTerms,
  removeBankComment,
  setTerms,
} from '@crescendo/contracts';
import { newTenant } from '@crescendo/testing';
import { startReports, type ReportsHarness } from './reports-harness.js';

// Issue 29 §3: the school's terms ('Étapes') and the comment bank, over NATS on PostgreSQL.
let h: ReportsHarness;
beforeAll(async () => {
  h = await startReports();
}, 180_000);
afterAll(() => h?.close());

describe('terms (Étapes)', () => {
  it('are proposed from the Régime pédagogique until the admin sets them, then read by everyone of the school', async () => {
    const t = newTenant();
    const before = await h.ok(listTerms, { schoolYear: '2026-2027' }, t.student);
    expect(before.terms).toEqual([]);
    expect(before.proposal?.map((term) => term.weight)).toEqual([40, 60]);
    const three = [
      { name: 'Étape 1', startsOn: '2026-08-27', endsOn: '2026-11-06', weight: 20 },
      { name: 'Étape 2', startsOn: '2026-11-09', endsOn: '2027-02-12', weight: 20 },
      { name: 'Étape 3', startsOn: '2027-02-15', endsOn: '2027-06-22', weight: 60 },
    ];
    await h.ok(setTerms, { schoolYear: '2026-2027', terms: three }, t.admin);
    const after = await h.ok(listTerms, { schoolYear: '2026-2027' }, t.teacher);
    expect(after.proposal).toBeNull();
    expect(after.terms.map(({ name, weight }) => ({ name, weight }))).toEqual(
      three.map(({ name, weight }) => ({ name, weight })),
    );
    expect((await h.ok(listTerms, { schoolYear: '2026-2027' }, newTenant().admin)).terms).toEqual([]);
  });

  it('are the admin’s alone to set, and refused when their weights do not add up to 100, nothing stored', async () => {
    const t = newTenant();
    const terms = [{ name: 'Étape 1', startsOn: '2026-08-27', endsOn: '2027-06-22', weight: 100 }];
    expect(await h.send(setTerms, { schoolYear: '2026-2027', terms }, t.teacher)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN', message: 'Seul un administrateur de l’école règle les étapes.' },
    });
    expect(
      await h.send(setTerms, { schoolYear: '2026-2027', terms: [{ ...terms[0]!, weight: 90 }] }, t.admin),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        fields: { 'payload.terms': 'Les pondérations des étapes totalisent 100 %.' },
      },
    });
    expect(await h.count(`terms WHERE organization_id = $1`, [t.organizationId])).toBe(0);
  });
});

describe('the comment bank (Banque de commentaires)', () => {
  it('holds the school’s comments for every teacher and each teacher’s own for them alone', async () => {
    const t = newTenant();
    await h.ok(
      addBankComment,
      { topic: 'general', language: 'fr', text: 'Bon travail.', scope: 'school' },
      t.admin,
    );
    const own = await h.ok(
      addBankComment,
      { topic: 'create', language: 'en', text: 'Bold musical ideas.' },
      t.teacher,
    );
    expect(own).toMatchObject({ scope: 'mine', topic: 'create', language: 'en' });
    const texts = async (actor = t.teacher, query = {}) =>
      (await h.ok(listBankComments, query, actor)).comments.map((comment) => comment.text);
    expect(new Set(await texts())).toEqual(new Set(['Bold musical ideas.', 'Bon travail.']));
    expect(await texts(t.otherTeacher)).toEqual(['Bon travail.']);
    expect(await texts(t.teacher, { language: 'fr' })).toEqual(['Bon travail.']);
    expect(await texts(newTenant().teacher)).toEqual([]);
    const first = await h.ok(listBankComments, { limit: 1 }, t.teacher);
    const next = await h.ok(listBankComments, { limit: 1, cursor: first.nextCursor! }, t.teacher);
    expect([...first.comments, ...next.comments].map((comment) => comment.text)).toEqual(await texts());
    expect(next.nextCursor).toBeNull();
  });

  it('lets only the admin write or remove the school’s comments, and nobody another teacher’s', async () => {
    const t = newTenant();
    expect(
      await h.send(
        addBankComment,
        { topic: 'general', language: 'fr', text: 'Bravo', scope: 'school' },
        t.teacher,
      ),
    ).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN', message: 'Seul un administrateur gère les commentaires de l’école.' },
    });
    const school = await h.ok(
      addBankComment,
      { topic: 'general', language: 'fr', text: 'Bravo', scope: 'school' },
      t.admin,
    );
    const own = await h.ok(addBankComment, { topic: 'general', language: 'fr', text: 'Le mien' }, t.teacher);
    expect(await h.send(removeBankComment, { commentId: school.id }, t.teacher)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await h.send(removeBankComment, { commentId: own.id }, t.otherTeacher)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'Commentaire introuvable.' },
    });
    await h.ok(removeBankComment, { commentId: own.id }, t.teacher);
    await h.ok(removeBankComment, { commentId: school.id }, t.admin);
    expect(await h.count(`bank_comments WHERE organization_id = $1`, [t.organizationId])).toBe(0);
  });

  it('refuses a blank comment, with the French message', async () => {
    const t = newTenant();
    expect(
      await h.send(addBankComment, { topic: 'general', language: 'fr', text: '   ' }, t.teacher),
    ).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED', fields: { 'payload.text': 'Le commentaire est requis.' } },
    });
  });
});
