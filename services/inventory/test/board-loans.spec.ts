import { randomUUID } from 'node:crypto';
import {
  addInstrument,
  addScore,
  approveBoardLoan,
  declineBoardLoan,
  inventoryBoardSubjects,
  getInstrument,
  lendInstrument,
  listBoardCatalogue,
  listBoardInstruments,
  listBoardLoans,
  offerBoardLoan,
  organizationDeleted,
  requestBoardLoan,
  returnBoardLoan,
  returnLoan,
  sendToRepair,
  startAudit,
  userDeleted,
  type Actor,
  type Reply,
} from '@crescendo/contracts';
import {
  checkMatrix,
  eventually,
  matrixCases,
  newTenant,
  nothingRead,
  queryServiceSchema,
  testRunEnv,
  type Expectation,
  type Tenant,
} from '@crescendo/testing';
import pg from 'pg';
import type { Db } from '@crescendo/service-kit';
import { cataloguePage } from '../src/board/board-loan.store.js';
import { startInventory, type InventoryHarness } from './inventory-harness.js';

// Issue 27 §8, decisions 0074 and 0077: board-wide catalogues of scores and instruments (never students) and a
// score or an instrument lent from one school of a board to another — asked, offered or declined, approved, returned — over NATS on PostgreSQL, with
// the real identity deciding which schools share a board. Every refusal: another board, a student, a school not
// party to the loan, a teacher where an admin must act, a step out of turn.
let h: InventoryHarness;
/** The inventory's schema here, to read how PostgreSQL plans the catalogue's search. */
const schema = `inventory_${randomUUID().slice(0, 8)}`;
beforeAll(async () => {
  h = await startInventory({ schema });
}, 180_000);
afterAll(() => h?.close());

const identitySql = (text: string, params: unknown[]) => queryServiceSchema('identity', text, params);

/** A board in identity, holding the given schools (named after their tenants). */
async function board(...schools: Array<[Tenant, string]>): Promise<string> {
  const id = randomUUID();
  await identitySql(`INSERT INTO organizations (id, name, kind) VALUES ($1, $2, 'board')`, [
    id,
    `CSS ${id.slice(0, 6)}`,
  ]);
  for (const [school, name] of schools)
    await identitySql(`INSERT INTO organizations (id, name, kind, board_id) VALUES ($1, $2, 'school', $3)`, [
      school.organizationId,
      name,
      id,
    ]);
  return id;
}

const score = (title: string, copies = 4) => ({
  title,
  composer: 'Percy Grainger',
  arranger: 'Frederick Fennell',
  publisher: 'Ludwig Masters',
  level: 4,
  ensemble: 'concert-band' as const,
  parts: [
    { name: 'Flûte 1', copies: copies - 1 },
    { name: 'Tuba', copies: 1 },
  ],
});

describe('across the schools of a board', () => {
  const a = newTenant();
  const b = newTenant();
  const e = newTenant();
  const c = newTenant();
  const standalone = newTenant();
  let posy: string;
  let suite: string;

  beforeAll(async () => {
    await board([a, 'École des Monts'], [b, 'École du Lac'], [e, 'École des Érables']);
    await board([c, 'École de l’autre centre']);
    await identitySql(`INSERT INTO organizations (id, name, kind) VALUES ($1, 'École seule', 'school')`, [
      standalone.organizationId,
    ]);
    posy = (await h.ok(addScore, score('Lincolnshire Posy', 5), a.admin)).id;
    suite = (await h.ok(addScore, score('First Suite in E-flat'), a.admin)).id;
    await h.ok(addScore, score('Irish Tune from County Derry', 2), b.admin);
    await h.ok(addScore, score('Lincolnshire Posy (autre board)'), c.admin);
  }, 60_000);

  it('shows the board’s scores by title with the school and the copies, a page at a time, searched', async () => {
    const first = await h.ok(listBoardCatalogue, { limit: 2 }, b.teacher);
    expect(first.entries).toEqual([
      {
        scoreId: suite,
        title: 'First Suite in E-flat',
        composer: 'Percy Grainger',
        arranger: 'Frederick Fennell',
        level: 4,
        ensemble: 'concert-band',
        copies: 4,
        school: { id: a.organizationId, name: 'École des Monts' },
        lentTo: null,
      },
      expect.objectContaining({
        title: 'Irish Tune from County Derry',
        school: { id: b.organizationId, name: 'École du Lac' },
      }),
    ]);
    const second = await h.ok(listBoardCatalogue, { limit: 2, cursor: first.nextCursor! }, b.teacher);
    expect(second).toEqual({
      entries: [expect.objectContaining({ scoreId: posy, copies: 5 })],
      nextCursor: null,
    });
    // Another board's score is never in it; a search finds by title, composer or arranger.
    expect((await h.ok(listBoardCatalogue, { search: 'posy' }, a.admin)).entries.map((s) => s.title)).toEqual(
      ['Lincolnshire Posy'],
    );
    expect((await h.ok(listBoardCatalogue, { search: 'fennell' }, e.admin)).entries).toHaveLength(3);
    expect(
      (await h.ok(listBoardCatalogue, { search: 'posy' }, c.teacher)).entries.map((s) => s.title),
    ).toEqual(['Lincolnshire Posy (autre board)']);
  });

  it('finds by any part of the title, composer, arranger or publisher, in any case, through the trigram index', async () => {
    const titles = async (search: string) =>
      (await h.ok(listBoardCatalogue, { search }, b.teacher)).entries.map((entry) => entry.title);
    expect(await titles('LUDWIG MAST')).toEqual([
      'First Suite in E-flat',
      'Irish Tune from County Derry',
      'Lincolnshire Posy',
    ]);
    expect(await titles('SHIRE po')).toEqual(['Lincolnshire Posy']);
    expect(await titles('100%')).toEqual([]);

    // A board of 60 schools holds some 72 000 scores: a search matching few reads those through the index, never
    // every score (issue 27 §9, decision 0081; `npm run bench -- inventory-scan-loop` measures it). The statement
    // is the store's own, planned with 8 000 more scores in one of the schools (taken away afterwards).
    const client = new pg.Client({ connectionString: testRunEnv().databaseUrl });
    await client.connect();
    try {
      await client.query(`SET search_path TO "${schema}${testRunEnv().schemaSuffix}"`);
      await client.query(
        `INSERT INTO scores (organization_id, id, title, composer, ensemble, parts, copies, ownership, created_at,
           updated_at)
         SELECT $1, gen_random_uuid(), 'Marche n° ' || n, 'Compositeur ' || n, 'concert-band', '[]', 1, 'owned', now(), now()
           FROM generate_series(1, 8000) AS n`,
        [e.organizationId],
      );
      await client.query('ANALYZE scores');
      let statement: { text: string; params: unknown[] } | undefined;
      const capture = {
        query: async (text: string, params: unknown[]) => {
          statement = { text, params };
          return [];
        },
      } as unknown as Db;
      await cataloguePage(
        capture,
        { schoolIds: [a.organizationId, e.organizationId], search: 'derry', ensemble: null },
        null,
        50,
      );
      const [{ 'QUERY PLAN': plan }] = (
        await client.query(`EXPLAIN (FORMAT JSON) ${statement!.text}`, statement!.params)
      ).rows;
      expect(JSON.stringify(plan)).toContain('"Index Name":"scores_by_search_text"');
    } finally {
      await client.query(`DELETE FROM scores WHERE organization_id = $1 AND composer LIKE 'Compositeur %'`, [
        e.organizationId,
      ]);
      await client.query('ANALYZE scores');
      await client.end();
    }
  });

  it('never exposes a student: only a score’s own fields, even with the owning school’s loans out', async () => {
    await h.groupWith(a.teacher, [a.student]);
    const violin = await h.ok(
      addInstrument,
      { family: 'cordes', type: 'Violon', assetNumber: 'CAT-1' },
      a.admin,
    );
    await h.ok(lendInstrument, { instrumentId: violin.id, studentId: a.student.userId }, a.teacher);
    const page = await h.ok(listBoardCatalogue, { limit: 200 }, b.teacher);
    const text = JSON.stringify(page);
    for (const person of [a.student, a.teacher, a.admin, b.student])
      expect(text).not.toContain(person.userId);
    for (const entry of page.entries)
      expect(Object.keys(entry).sort()).toEqual(
        [
          'arranger',
          'composer',
          'copies',
          'ensemble',
          'level',
          'lentTo',
          'school',
          'scoreId',
          'title',
        ].sort(),
      );
  });

  it('is read by the staff of a board’s school only', async () => {
    for (const actor of [b.student, a.student])
      expect(await h.send(listBoardCatalogue, {}, actor)).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
    expect(await h.send(listBoardCatalogue, {}, null)).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });
    const alone = await h.send(listBoardCatalogue, {}, standalone.admin);
    expect(alone).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'Votre école ne fait partie d’aucun centre de services.' },
    });
  });

  it('lends a score: asked by a teacher, offered by the owner’s admin, approved by the borrower’s, returned', async () => {
    const asked = await h.ok(requestBoardLoan, { scoreId: posy }, b.teacher);
    expect(asked).toMatchObject({
      scoreId: posy,
      title: 'Lincolnshire Posy',
      copies: 5,
      owner: { id: a.organizationId, name: 'École des Monts' },
      borrower: { id: b.organizationId, name: 'École du Lac' },
      status: 'requested',
      fromOn: null,
      untilOn: null,
    });
    expect(await h.send(requestBoardLoan, { scoreId: posy }, b.admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Votre école a déjà une demande en cours pour cette partition.' },
    });
    // The owner sees it among the requests made of it; the borrower among its own.
    expect((await h.ok(listBoardLoans, { side: 'incoming' }, a.teacher)).loans.map((l) => l.id)).toContain(
      asked.id,
    );
    expect((await h.ok(listBoardLoans, { side: 'outgoing' }, b.admin)).loans.map((l) => l.id)).toContain(
      asked.id,
    );
    expect((await h.ok(listBoardLoans, { side: 'incoming' }, b.admin)).loans.map((l) => l.id)).not.toContain(
      asked.id,
    );

    // 'Offrir': the owner's admin only, with days in order.
    const days = { loanId: asked.id, fromOn: '2027-03-01', untilOn: '2027-04-30' };
    expect(await h.send(offerBoardLoan, days, a.teacher)).toMatchObject({
      ok: false,
      error: {
        code: 'FORBIDDEN',
        message: 'Seul un administrateur de l’école qui possède la partition peut le faire.',
      },
    });
    expect(await h.send(offerBoardLoan, days, b.admin)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    const backwards = await h.send(offerBoardLoan, { ...days, untilOn: '2027-02-01' }, a.admin);
    expect(backwards).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(JSON.stringify(backwards)).toContain('La fin du prêt ne peut pas précéder son début.');
    expect(await h.send(approveBoardLoan, { loanId: asked.id }, b.admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Ce prêt n’a pas été offert : il ne peut pas être approuvé.' },
    });
    expect(await h.ok(offerBoardLoan, days, a.admin)).toMatchObject({
      status: 'offered',
      fromOn: days.fromOn,
      untilOn: days.untilOn,
      id: asked.id,
    });

    // 'Approuver': the borrower's admin only.
    expect(await h.send(approveBoardLoan, { loanId: asked.id }, b.teacher)).toMatchObject({
      ok: false,
      error: {
        code: 'FORBIDDEN',
        message: 'Seul un administrateur de l’école qui a demandé le prêt peut l’approuver.',
      },
    });
    expect(await h.send(approveBoardLoan, { loanId: asked.id }, a.admin)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await h.ok(approveBoardLoan, { loanId: asked.id }, b.admin)).toMatchObject({ status: 'lent' });
    const [lent] = (await h.ok(listBoardCatalogue, { search: 'Lincolnshire' }, e.teacher)).entries;
    expect(lent).toMatchObject({ scoreId: posy, lentTo: { id: b.organizationId, name: 'École du Lac' } });

    // Lent to one school, it is not lent to another meanwhile: a third school asks, the owner cannot offer.
    const third = await h.ok(requestBoardLoan, { scoreId: posy }, e.admin);
    expect(await h.send(offerBoardLoan, { ...days, loanId: third.id }, a.admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Cette partition est déjà prêtée à une autre école.' },
    });

    // 'Marquer comme rendue': the owner's admin; then the third school's request may be offered.
    expect(await h.send(returnBoardLoan, { loanId: asked.id }, b.admin)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await h.ok(returnBoardLoan, { loanId: asked.id }, a.admin)).toMatchObject({ status: 'returned' });
    expect(await h.send(returnBoardLoan, { loanId: asked.id }, a.admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Cette partition n’est pas prêtée.' },
    });
    expect(
      (await h.ok(listBoardCatalogue, { search: 'Lincolnshire' }, e.teacher)).entries[0]!.lentTo,
    ).toBeNull();
    expect(await h.ok(offerBoardLoan, { ...days, loanId: third.id }, a.admin)).toMatchObject({
      status: 'offered',
    });
    expect(
      (await h.ok(listBoardLoans, { side: 'outgoing', state: 'open' }, b.admin)).loans.map((l) => l.id),
    ).not.toContain(asked.id);
    expect(
      (await h.ok(listBoardLoans, { side: 'outgoing', state: 'all' }, b.admin)).loans.map((l) => l.id),
    ).toContain(asked.id);
  });

  it('is declined by the owner’s admin, and a declined request may be asked again', async () => {
    const asked = await h.ok(requestBoardLoan, { scoreId: suite }, b.admin);
    expect(await h.send(declineBoardLoan, { loanId: asked.id }, a.teacher)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await h.ok(declineBoardLoan, { loanId: asked.id }, a.admin)).toMatchObject({ status: 'declined' });
    expect(
      await h.send(
        offerBoardLoan,
        { loanId: asked.id, fromOn: '2027-01-04', untilOn: '2027-01-29' },
        a.admin,
      ),
    ).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Cette demande n’attend plus d’offre.' },
    });
    expect(await h.ok(requestBoardLoan, { scoreId: suite }, b.admin)).toMatchObject({ status: 'requested' });
  });

  it('lends an instrument between schools: only from its shelf, and while away it is neither lent nor repaired', async () => {
    await h.groupWith(a.teacher, [a.student]);
    const add = (assetNumber: string, type: string, family: 'cordes' | 'bois' = 'bois') =>
      h.ok(
        addInstrument,
        { family, type, brand: 'Buffet Crampon', model: 'Prestige', assetNumber, location: 'Local B-12' },
        a.admin,
      );
    const bass = await add('BSN-1', 'Basson');
    await add('BSN-2', 'Basson');
    await h.ok(addInstrument, { family: 'bois', type: 'Basson', assetNumber: 'BSN-9' }, c.admin);

    // The board's instruments by type: make, condition, where each stands; another board's never.
    const listed = await h.ok(listBoardInstruments, { search: 'basson', limit: 1 }, b.teacher);
    expect(listed.instruments).toEqual([
      {
        instrumentId: expect.any(String),
        family: 'bois',
        type: 'Basson',
        brand: 'Buffet Crampon',
        model: 'Prestige',
        assetNumber: expect.stringMatching(/^BSN-[12]$/),
        condition: 'good',
        availability: 'available',
        school: { id: a.organizationId, name: 'École des Monts' },
        lentTo: null,
      },
    ]);
    const rest = await h.ok(
      listBoardInstruments,
      { search: 'basson', cursor: listed.nextCursor! },
      b.teacher,
    );
    expect(rest).toEqual({
      instruments: [expect.objectContaining({ school: { id: a.organizationId, name: 'École des Monts' } })],
      nextCursor: null,
    });
    expect((await h.ok(listBoardInstruments, { family: 'cordes' }, b.teacher)).instruments).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ type: 'Basson' })]),
    );
    for (const actor of [a.student, b.student])
      expect(await h.send(listBoardInstruments, {}, actor)).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
    expect(await h.send(listBoardInstruments, {}, standalone.teacher)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });

    // Asked by the borrowing school's teacher; never by the owner, never twice, never by another board.
    const asked = await h.ok(requestBoardLoan, { instrumentId: bass.id }, b.teacher);
    expect(asked).toMatchObject({
      kind: 'instrument',
      scoreId: null,
      instrumentId: bass.id,
      title: 'Basson Buffet Crampon Prestige',
      assetNumber: 'BSN-1',
      copies: 1,
      owner: { id: a.organizationId },
      borrower: { id: b.organizationId },
      status: 'requested',
    });
    expect(await h.send(requestBoardLoan, { instrumentId: bass.id }, b.admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Votre école a déjà une demande en cours pour cet instrument.' },
    });
    expect(await h.send(requestBoardLoan, { instrumentId: bass.id }, a.teacher)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Cet instrument appartient déjà à votre école.' },
    });
    expect(await h.send(requestBoardLoan, { instrumentId: bass.id }, c.admin)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'Instrument introuvable.' },
    });
    const both = await h.send(requestBoardLoan, { instrumentId: bass.id, scoreId: posy }, b.admin);
    expect(both).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(JSON.stringify(both)).toContain(
      'Indiquez la partition ou l’instrument demandé, un seul des deux.',
    );

    // Lent to a student of its school: it cannot be offered until it is back.
    const days = { loanId: asked.id, fromOn: '2027-03-01', untilOn: '2027-04-30' };
    const student = await h.ok(
      lendInstrument,
      { instrumentId: bass.id, studentId: a.student.userId },
      a.teacher,
    );
    const busy =
      'Cet instrument n’est pas sur sa tablette : il est prêté à un élève, en réparation ou hors service.';
    expect(await h.send(offerBoardLoan, days, a.admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: busy },
    });
    expect(await h.send(offerBoardLoan, days, a.teacher)).toMatchObject({
      ok: false,
      error: {
        code: 'FORBIDDEN',
        message: 'Seul un administrateur de l’école qui possède l’instrument peut le faire.',
      },
    });
    await h.ok(returnLoan, { loanId: student.id, condition: 'good', damage: 'normal-wear' }, a.teacher);
    await h.ok(offerBoardLoan, days, a.admin);

    // Lent to a student between the offer and the approval: the approval is refused, nothing changes.
    const again = await h.ok(lendInstrument, { instrumentId: bass.id, studentId: a.student.userId }, a.admin);
    expect(await h.send(approveBoardLoan, { loanId: asked.id }, b.admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: busy },
    });
    expect(await h.count(`board_loans WHERE id = $1 AND status = 'offered'`, [asked.id])).toBe(1);
    await h.ok(returnLoan, { loanId: again.id, condition: 'good', damage: 'normal-wear' }, a.admin);
    expect(await h.ok(approveBoardLoan, { loanId: asked.id }, b.admin)).toMatchObject({ status: 'lent' });

    // Away: the owner's list says so, with the loan's last day; no student loan, no repair, no audit line.
    expect(await h.ok(getInstrument, { instrumentId: bass.id }, a.admin)).toMatchObject({
      availability: 'lent',
      lentTo: null,
      lentToSchoolId: b.organizationId,
      dueOn: '2027-04-30',
    });
    expect(
      await h.send(lendInstrument, { instrumentId: bass.id, studentId: a.student.userId }, a.teacher),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'CONFLICT',
        message:
          'L’instrument BSN-1 est prêté à une autre école du centre de services : il ne peut pas être prêté.',
      },
    });
    expect(
      await h.send(sendToRepair, { instrumentId: bass.id, shop: 'Atelier', sentOn: '2026-11-02' }, a.admin),
    ).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    const audit = await h.ok(startAudit, { location: 'Local B-12' }, a.admin);
    expect(audit.expectedCount).toBe(1);
    const seen = (await h.ok(listBoardInstruments, { search: 'basson' }, e.admin)).instruments;
    expect(seen.find((i) => i.instrumentId === bass.id)).toMatchObject({
      availability: 'lent',
      lentTo: { id: b.organizationId, name: 'École du Lac' },
    });
    expect(
      (await h.ok(listBoardInstruments, { search: 'basson', state: 'available' }, e.admin)).instruments.map(
        (i) => i.assetNumber,
      ),
    ).toEqual(['BSN-2']);
    // A third school asks meanwhile: it cannot be offered while away.
    const third = await h.ok(requestBoardLoan, { instrumentId: bass.id }, e.admin);
    expect(await h.send(offerBoardLoan, { ...days, loanId: third.id }, a.admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Cet instrument est déjà prêté à une autre école.' },
    });

    // Back at its school: on its shelf again, lent to a student as any other.
    expect(await h.ok(returnBoardLoan, { loanId: asked.id }, a.admin)).toMatchObject({ status: 'returned' });
    expect(await h.send(returnBoardLoan, { loanId: asked.id }, a.admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Cet instrument n’est pas prêté.' },
    });
    expect(await h.ok(getInstrument, { instrumentId: bass.id }, a.admin)).toMatchObject({
      availability: 'available',
      lentToSchoolId: null,
      dueOn: null,
    });
    await h.ok(lendInstrument, { instrumentId: bass.id, studentId: a.student.userId }, a.teacher);
  });

  it('refuses another board, a student, a school not party, and its own score', async () => {
    // Another board's staff: the score is as unknown as none, the loan too.
    expect(await h.send(requestBoardLoan, { scoreId: posy }, c.admin)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'Partition introuvable.' },
    });
    expect(await h.send(requestBoardLoan, { scoreId: posy }, standalone.admin)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await h.send(requestBoardLoan, { scoreId: randomUUID() }, b.admin)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await h.send(requestBoardLoan, { scoreId: posy }, a.teacher)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Cette partition appartient déjà à votre école.' },
    });
    expect(await h.send(requestBoardLoan, { scoreId: posy }, b.student)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    const irish = (await h.ok(listBoardCatalogue, { search: 'Irish' }, a.admin)).entries[0]!.scoreId;
    const asked = await h.ok(requestBoardLoan, { scoreId: irish }, a.teacher);
    const days = { loanId: asked.id, fromOn: '2027-05-03', untilOn: '2027-05-28' };
    // A school of the same board not party to the loan, another board's admin: NOT_FOUND, nothing changed.
    for (const outsider of [e.admin, c.admin, standalone.admin]) {
      for (const reply of [
        await h.send(offerBoardLoan, days, outsider),
        await h.send(declineBoardLoan, { loanId: asked.id }, outsider),
        await h.send(approveBoardLoan, { loanId: asked.id }, outsider),
        await h.send(returnBoardLoan, { loanId: asked.id }, outsider),
      ])
        expect(reply).toMatchObject({
          ok: false,
          error: { code: 'NOT_FOUND', message: 'Demande de prêt introuvable.' },
        });
      expect(
        (await h.ok(listBoardLoans, { side: 'incoming', state: 'all' }, outsider)).loans.map((l) => l.id),
      ).not.toContain(asked.id);
    }
    expect(await h.send(offerBoardLoan, days, b.student)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await h.send(listBoardLoans, { side: 'incoming' }, b.student)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await h.count(`board_loans WHERE id = $1 AND status = 'requested'`, [asked.id])).toBe(1);

    // A school moved out of the board (identity's answer, asked each time): the loan is no longer found.
    await identitySql(`UPDATE organizations SET board_id = NULL WHERE id = $1`, [a.organizationId]);
    try {
      expect(await h.send(offerBoardLoan, days, b.admin)).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND' },
      });
      expect((await h.ok(listBoardCatalogue, { search: 'Posy' }, b.admin)).entries).toEqual([]);
    } finally {
      await identitySql(
        `UPDATE organizations SET board_id = (SELECT board_id FROM organizations WHERE id = $2) WHERE id = $1`,
        [a.organizationId, b.organizationId],
      );
    }
  });

  it('forgets who acted when their account is erased, and goes with a deleted school', async () => {
    const x = newTenant();
    const y = newTenant();
    await board([x, 'École X'], [y, 'École Y']);
    const owned = await h.ok(addScore, score('Molly on the Shore'), x.admin);
    const asked = await h.ok(requestBoardLoan, { scoreId: owned.id }, y.teacher);
    await h.ok(offerBoardLoan, { loanId: asked.id, fromOn: '2027-02-01', untilOn: '2027-02-26' }, x.admin);
    await h.publishAsIdentity(
      userDeleted.subject,
      { userId: y.teacher.userId, organizationId: y.organizationId },
      y.organizationId,
    );
    await eventually(
      () => h.count(`board_loans WHERE id = $1 AND requested_by IS NULL`, [asked.id]),
      (n) => n === 1,
    );
    expect(await h.count(`board_loans WHERE id = $1 AND offered_by = $2`, [asked.id, x.admin.userId])).toBe(
      1,
    );
    await h.publishAsIdentity(
      organizationDeleted.subject,
      { organizationId: y.organizationId },
      y.organizationId,
    );
    await eventually(
      () => h.count(`board_loans WHERE id = $1`, [asked.id]),
      (n) => n === 0,
    );
    expect(await h.count(`scores WHERE id = $1`, [owned.id])).toBe(1);
  });
});

// The board's subjects in the authorization matrix: a home school, a school of the same board, another board.
describe('across the schools of a board: authorization matrix', () => {
  const home = newTenant();
  const sibling = newTenant();
  const away = newTenant();
  const actors: Record<string, Actor | null> = {
    'home admin': home.admin,
    'home teacher': home.teacher,
    'home student': home.student,
    'board school admin': sibling.admin,
    'board school teacher': sibling.teacher,
    'board school student': sibling.student,
    'other board admin': away.admin,
    'other board teacher': away.teacher,
    'signed out': null,
  };
  const denied: Record<string, Expectation> = Object.fromEntries(
    Object.keys(actors).map((name) => [name, 'denied']),
  );
  const allow = (...names: string[]) => ({
    ...denied,
    ...Object.fromEntries(names.map((n) => [n, 'allowed' as const])),
  });
  // `home` owns the score; `sibling` asks for it. Staff of the board read the catalogue; staff of the borrowing
  // school ask; the owner's admin offers, declines and records the return; the borrower's admin approves.
  const table: Record<string, Record<string, Expectation>> = {
    [inventoryBoardSubjects.catalogue]: allow(
      'home admin',
      'home teacher',
      'board school admin',
      'board school teacher',
    ),
    [inventoryBoardSubjects.instruments]: allow(
      'home admin',
      'home teacher',
      'board school admin',
      'board school teacher',
    ),
    [inventoryBoardSubjects.listLoans]: allow(
      'home admin',
      'home teacher',
      'board school admin',
      'board school teacher',
    ),
    // The owning school's staff asking for its own score: CONFLICT 'Cette partition appartient déjà à votre école.'
    [inventoryBoardSubjects.requestLoan]: {
      ...allow('board school admin', 'board school teacher'),
      'home admin': ['CONFLICT'],
      'home teacher': ['CONFLICT'],
    },
    [inventoryBoardSubjects.offerLoan]: allow('home admin'),
    [inventoryBoardSubjects.declineLoan]: allow('home admin'),
    [inventoryBoardSubjects.approveLoan]: allow('board school admin'),
    [inventoryBoardSubjects.returnLoan]: allow('home admin'),
  };

  beforeAll(async () => {
    await board([home, 'École maison'], [sibling, 'École sœur']);
    await board([away, 'École d’ailleurs']);
  });

  async function call(endpoint: string, name: string): Promise<Reply<unknown>> {
    const actor = actors[name] as Actor | null;
    const owned = await h.ok(addScore, score(`Matrice ${randomUUID().slice(0, 8)}`), home.admin);
    const ask = () => h.ok(requestBoardLoan, { scoreId: owned.id }, sibling.teacher);
    const offer = async () => {
      const loan = await ask();
      return h.ok(
        offerBoardLoan,
        { loanId: loan.id, fromOn: '2027-03-01', untilOn: '2027-03-31' },
        home.admin,
      );
    };
    switch (endpoint) {
      case inventoryBoardSubjects.catalogue: {
        const reply = await h.send(listBoardCatalogue, { search: owned.title }, actor);
        return reply.ok && reply.data.entries.length === 0 ? nothingRead : reply;
      }
      case inventoryBoardSubjects.instruments: {
        const instrument = await h.ok(
          addInstrument,
          { family: 'cuivres', type: 'Tuba', assetNumber: `M-${randomUUID().slice(0, 8)}` },
          home.admin,
        );
        const reply = await h.send(listBoardInstruments, { search: 'Tuba', limit: 200 }, actor);
        return reply.ok && !reply.data.instruments.some((i) => i.instrumentId === instrument.id)
          ? nothingRead
          : reply;
      }
      case inventoryBoardSubjects.listLoans: {
        const loan = await ask();
        const side = actor?.organizationId === sibling.organizationId ? 'outgoing' : 'incoming';
        const reply = await h.send(listBoardLoans, { side, limit: 200 }, actor);
        return reply.ok && !reply.data.loans.some((l) => l.id === loan.id) ? nothingRead : reply;
      }
      case inventoryBoardSubjects.requestLoan:
        return h.send(requestBoardLoan, { scoreId: owned.id }, actor);
      case inventoryBoardSubjects.offerLoan: {
        const loan = await ask();
        return h.send(
          offerBoardLoan,
          { loanId: loan.id, fromOn: '2027-03-01', untilOn: '2027-03-31' },
          actor,
        );
      }
      case inventoryBoardSubjects.declineLoan:
        return h.send(declineBoardLoan, { loanId: (await ask()).id }, actor);
      case inventoryBoardSubjects.approveLoan:
        return h.send(approveBoardLoan, { loanId: (await offer()).id }, actor);
      case inventoryBoardSubjects.returnLoan: {
        const loan = await offer();
        await h.ok(approveBoardLoan, { loanId: loan.id }, sibling.admin);
        return h.send(returnBoardLoan, { loanId: loan.id }, actor);
      }
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  it('answers every cell as the table says', async () => {
    expect(await checkMatrix(matrixCases(table), call)).toEqual([]);
  }, 120_000);
});
