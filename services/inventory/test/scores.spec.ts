import {
  addScore,
  deleteScore,
  getScore,
  listScores,
  organizationDeleted,
  updateScore,
} from '@crescendo/contracts';
import { eventually, newTenant } from '@crescendo/testing';
import { startInventory, type InventoryHarness } from './inventory-harness.js';

// Issue 27 §1, the scores ('Partitions') over NATS, on PostgreSQL: written by the school's admins, read by its
// staff, never by another school.
let h: InventoryHarness;
beforeAll(async () => {
  h = await startInventory();
}, 90_000);
afterAll(() => h?.close());

const score = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  composer: 'Gustav Holst',
  arranger: null,
  publisher: 'Boosey & Hawkes',
  level: 4,
  ensemble: 'concert-band' as const,
  parts: [
    { name: 'Flûte 1', copies: 3 },
    { name: 'Clarinette 1 en si♭', copies: 4 },
  ],
  ...extra,
});

describe('scores', () => {
  it('are added by the admin and read by the staff, by title, a page at a time, searched and filtered', async () => {
    const t = newTenant();
    const added = await h.ok(addScore, score('Second Suite in F'), t.admin);
    expect(added).toMatchObject({
      title: 'Second Suite in F',
      level: 4,
      ownership: 'owned',
      returnOn: null,
      copies: 7,
      parts: [
        { name: 'Flûte 1', copies: 3 },
        { name: 'Clarinette 1 en si♭', copies: 4 },
      ],
    });
    await h.ok(addScore, score('First Suite in E-flat'), t.admin);
    await h.ok(
      addScore,
      {
        title: 'Ave verum corpus',
        composer: 'W. A. Mozart',
        ensemble: 'choir',
        level: 2.5,
        ownership: 'rented',
        returnOn: '2027-06-15',
        lastPerformedOn: '2026-05-20',
      },
      t.admin,
    );
    const first = await h.ok(listScores, { limit: 2 }, t.teacher);
    expect(first.scores.map((s) => s.title)).toEqual(['Ave verum corpus', 'First Suite in E-flat']);
    expect(first.scores[1]).toMatchObject({ partCount: 2, copies: 7 });
    expect(first.scores[1]).not.toHaveProperty('parts');
    const second = await h.ok(listScores, { limit: 2, cursor: first.nextCursor! }, t.teacher);
    expect(second).toMatchObject({ scores: [{ title: 'Second Suite in F' }], nextCursor: null });
    expect((await h.ok(listScores, { search: 'mozart' }, t.admin)).scores).toEqual([
      expect.objectContaining({ ownership: 'rented', returnOn: '2027-06-15', lastPerformedOn: '2026-05-20' }),
    ]);
    expect((await h.ok(listScores, { ensemble: 'concert-band' }, t.admin)).scores).toHaveLength(2);
    expect((await h.ok(listScores, { search: '100%_' }, t.admin)).scores).toHaveLength(0);
    expect(await h.ok(getScore, { scoreId: added.id }, t.otherTeacher)).toEqual(added);
  });

  it('page through titles that begin alike', async () => {
    const t = newTenant();
    const long = 'Symphonie pour harmonie et chœur, mouvement';
    for (const n of [3, 1, 2]) await h.ok(addScore, score(`${long} ${n}`), t.admin);
    const titles: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await h.ok(listScores, { limit: 1, ...(cursor ? { cursor } : {}) }, t.admin);
      titles.push(...page.scores.map((s) => s.title));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(titles.sort()).toEqual([1, 2, 3].map((n) => `${long} ${n}`));
  });

  it('refuse bad input with the French message and store nothing', async () => {
    const t = newTenant();
    const cases: Array<[Record<string, unknown>, string]> = [
      [score('  '), 'Le titre de la partition est requis.'],
      [score('Rentée', { ownership: 'rented' }), 'Une partition louée a une date de retour.'],
      [score('Achetée', { returnOn: '2027-06-01' }), 'Seule une partition louée a une date de retour.'],
      [score('Niveau', { level: 2.3 }), 'Le niveau va de 0,5 à 6, par demi-degré.'],
      [score('Ensemble', { ensemble: 'fanfare' }), 'Choisissez un ensemble'],
      [
        score('Parties', { parts: [{ name: 'Tuba', copies: -1 }] }),
        'Le nombre d’exemplaires est un nombre entier de 0 à 500.',
      ],
      [score('Sans nom', { parts: [{ name: '', copies: 2 }] }), 'Nommez la partie'],
    ];
    for (const [input, message] of cases) {
      const reply = await h.send(addScore, input as never, t.admin);
      expect(reply).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
      expect(JSON.stringify(reply)).toContain(message);
    }
    expect(await h.count(`scores WHERE organization_id = $1`, [t.organizationId])).toBe(0);
  });

  it('are changed by the admin, every field again, and deleted', async () => {
    const t = newTenant();
    const added = await h.ok(addScore, score('Lincolnshire Posy'), t.admin);
    const changed = await h.ok(
      updateScore,
      {
        scoreId: added.id,
        ...score('Lincolnshire Posy', { composer: 'Percy Grainger' }),
        parts: [{ name: 'Conducteur', copies: 1 }],
        ownership: 'rented',
        returnOn: '2027-01-31',
      },
      t.admin,
    );
    expect(changed).toMatchObject({
      composer: 'Percy Grainger',
      copies: 1,
      parts: [{ name: 'Conducteur', copies: 1 }],
      ownership: 'rented',
      returnOn: '2027-01-31',
    });
    const refused = await h.send(
      updateScore,
      { scoreId: added.id, ...score('Lincolnshire Posy'), level: 9 },
      t.admin,
    );
    expect(refused).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(await h.ok(getScore, { scoreId: added.id }, t.admin)).toEqual(changed);

    expect(await h.ok(deleteScore, { scoreId: added.id }, t.admin)).toEqual({ scoreId: added.id });
    expect(await h.send(getScore, { scoreId: added.id }, t.admin)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'Partition introuvable.' },
    });
    expect(await h.count(`scores WHERE organization_id = $1`, [t.organizationId])).toBe(0);
  });

  it('are neither read nor written by another school, nor by a student', async () => {
    const t = newTenant();
    const away = newTenant();
    const added = await h.ok(addScore, score('Irish Tune from County Derry'), t.admin);
    expect((await h.ok(listScores, {}, away.admin)).scores).toEqual([]);
    for (const reply of [
      await h.send(getScore, { scoreId: added.id }, away.admin),
      await h.send(updateScore, { scoreId: added.id, ...score('Pris') }, away.admin),
      await h.send(deleteScore, { scoreId: added.id }, away.admin),
    ])
      expect(reply).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    for (const reply of [
      await h.send(listScores, {}, t.student),
      await h.send(addScore, score('Élève'), t.teacher),
      await h.send(deleteScore, { scoreId: added.id }, t.teacher),
    ])
      expect(reply).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(await h.ok(getScore, { scoreId: added.id }, t.admin)).toMatchObject({
      title: 'Irish Tune from County Derry',
      composer: 'Gustav Holst',
    });
  });

  it('go with their organisation, and another school’s stay', async () => {
    const gone = newTenant();
    const kept = newTenant();
    await h.ok(addScore, score('Gone'), gone.admin);
    await h.ok(addScore, score('Kept'), kept.admin);
    await h.publishAsIdentity(
      organizationDeleted.subject,
      { organizationId: gone.organizationId },
      gone.organizationId,
    );
    await eventually(
      () => h.count(`scores WHERE organization_id = $1`, [gone.organizationId]),
      (n) => n === 0,
    );
    expect(await h.count(`scores WHERE organization_id = $1`, [kept.organizationId])).toBe(1);
  });
});
