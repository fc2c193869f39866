import {
  addInstrument,
  addReplacementToBudget,
  addUniform,
  completeRepair,
  getBudget,
  getReplacementPlan,
  importScores,
  importUniforms,
  inventoryImportSubjects,
  inventoryReplacementSubjects,
  listScores,
  listUniforms,
  saveReplacementSettings,
  sendToRepair,
  type Actor,
  type AddInstrumentInput,
  type Reply,
} from '@crescendo/contracts';
import { renderMessage } from '@crescendo/i18n/server-errors';
import {
  allow,
  checkMatrix,
  checkNatsMatrix,
  matrixCases,
  newTenant,
  nothingRead,
  serviceEnv,
  servicePublishes,
  twoOrganizationsMatrix,
  type ExpectationRow,
  type Tenant,
} from '@crescendo/testing';
import { startInventory, type InventoryHarness } from './inventory-harness.js';

// Issue 27 §7 (decision 0073) on PostgreSQL over NATS, with the real finance beside: the plan's figures from the
// school's instruments and repairs, the settings only its admin changes (in French when refused), 'Ajouter au
// budget' landing once in the budget's 'Instruments'; and §1's CSV imports of scores and uniforms, all or nothing.
// The clock is 2026-11-30: this school year is 2026-2027, the next 2027-2028.
let h: InventoryHarness;
beforeAll(async () => {
  h = await startInventory({ now: () => new Date('2026-11-30T15:00:00Z'), alsoBeside: ['finance'] });
}, 180_000);
afterAll(() => h?.close());

const french = (error: {
  fieldMessages?: Record<string, { key: string; params?: Record<string, unknown> }>;
}) =>
  Object.fromEntries(
    Object.entries(error.fieldMessages ?? {}).map(([field, message]) => [
      field,
      renderMessage(message, 'fr'),
    ]),
  );

const refusal = (reply: Reply<unknown>) => {
  if (reply.ok) throw new Error('expected a refusal');
  return reply.error;
};

/** The seeded school: what is due now, next year, later, and what cannot be told. */
async function seededSchool(): Promise<Tenant> {
  const t = newTenant();
  const add = (fields: AddInstrumentInput | Record<string, unknown>) =>
    h.ok(addInstrument, fields as AddInstrumentInput, t.admin);
  // 15 years old since 2025-05-01: due now, for its age.
  await add({
    family: 'cordes',
    type: 'Violon',
    assetNumber: 'VIO-1',
    purchaseDate: '2010-05-01',
    priceCents: 60_000,
  });
  // 15 years on 2027-10-01: school year 2027-2028.
  await add({
    family: 'cordes',
    type: 'Violon',
    assetNumber: 'VIO-2',
    purchaseDate: '2012-10-01',
    priceCents: 80_000,
  });
  // Young, but its repairs (900 $) cost more than half its price (1 500 $): due now.
  const trumpet = await add({
    family: 'cuivres',
    type: 'Trompette',
    assetNumber: 'TRP-1',
    purchaseDate: '2020-01-01',
    priceCents: 150_000,
  });
  // 15 years on 2028-03-01: school year 2027-2028.
  await add({
    family: 'bois',
    type: 'Flûte',
    assetNumber: 'FLU-1',
    purchaseDate: '2013-03-01',
    priceCents: 120_000,
  });
  // No purchase date: unknown, never guessed.
  await add({ family: 'bois', type: 'Clarinette', assetNumber: 'CLA-1', priceCents: 50_000 });
  // Out of service, no price: due now, unpriced.
  await add({ family: 'percussions', type: 'Timbales', assetNumber: 'TIM-1', condition: 'out-of-service' });
  // Due in 2039: after the plan.
  await add({
    family: 'bois',
    type: 'Saxophone Alto',
    assetNumber: 'SAX-1',
    purchaseDate: '2024-09-01',
    priceCents: 300_000,
  });
  for (const [sentOn, returnedOn, costCents] of [
    ['2026-09-10', '2026-09-20', 50_000],
    ['2026-10-01', '2026-10-15', 40_000],
  ] as const) {
    const repair = await h.ok(
      sendToRepair,
      { instrumentId: trumpet.id, shop: 'Atelier Dupuis', sentOn },
      t.teacher,
    );
    await h.ok(completeRepair, { repairId: repair.id, returnedOn, costCents }, t.teacher);
  }
  return t;
}

describe('the replacement plan (issue 27 §7)', () => {
  it('counts and prices each family year by year from the instruments, their condition and their repairs', async () => {
    const t = await seededSchool();
    const plan = await h.ok(getReplacementPlan, {}, t.admin);
    expect(plan.settings).toEqual({ maxAgeYears: 15, repairRatioPercent: 50, saved: false });
    expect(plan.schoolYears).toEqual(['2026-2027', '2027-2028', '2028-2029', '2029-2030', '2030-2031']);
    expect(plan.instruments).toBe(7);
    expect(plan.totals.slice(0, 2)).toEqual([
      { schoolYear: '2026-2027', count: 3, costCents: 210_000, unpriced: 1 },
      { schoolYear: '2027-2028', count: 2, costCents: 200_000, unpriced: 0 },
    ]);
    expect(plan.totals.slice(2).every((year) => year.count === 0)).toBe(true);
    const family = (name: string) => plan.families.find((f) => f.family === name)!;
    expect(
      family('cordes')
        .years.slice(0, 2)
        .map((y) => [y.count, y.costCents]),
    ).toEqual([
      [1, 60_000],
      [1, 80_000],
    ]);
    expect(family('cuivres').years[0]).toMatchObject({ count: 1, costCents: 150_000 });
    expect(family('bois').years[1]).toMatchObject({ count: 1, costCents: 120_000 });
    expect(family('bois').unknown).toBe(1);
    expect(family('percussions').years[0]).toMatchObject({ count: 1, costCents: 0, unpriced: 1 });
    expect(plan.unknown).toBe(1);
    expect(plan.dueNow).toEqual({ 'out-of-service': 1, repairs: 1, age: 1 });
    expect(plan.nextYear).toEqual({ schoolYear: '2027-2028', costCents: 200_000 });
  });

  it('follows the school’s settings, which only its admin changes, refused in French when out of bounds', async () => {
    const t = await seededSchool();
    const saved = await h.ok(saveReplacementSettings, { maxAgeYears: 20, repairRatioPercent: 70 }, t.admin);
    expect(saved.settings).toEqual({ maxAgeYears: 20, repairRatioPercent: 70, saved: true });
    // 20 years: the violin of 2010 is due in 2029-2030, the others later; 900 $ of repairs is no longer over 70 % of 1 500 $.
    expect(saved.totals.map((y) => y.count)).toEqual([1, 0, 0, 1, 0]);
    expect(saved.nextYear.costCents).toBe(0);
    expect((await h.ok(getReplacementPlan, {}, t.admin)).settings.maxAgeYears).toBe(20);

    const wrong = refusal(
      await h.send(saveReplacementSettings, { maxAgeYears: 3, repairRatioPercent: 150 }, t.admin),
    );
    expect(wrong.code).toBe('VALIDATION_FAILED');
    expect(french(wrong)).toEqual({
      'payload.maxAgeYears': 'L’âge de remplacement est un nombre entier d’années, de 5 à 50.',
      'payload.repairRatioPercent':
        'Le seuil des réparations est un pourcentage entier du prix, de 10 à 100.',
    });

    for (const actor of [t.teacher, t.student]) {
      expect(
        refusal(await h.send(saveReplacementSettings, { maxAgeYears: 10, repairRatioPercent: 50 }, actor))
          .code,
      ).toBe('FORBIDDEN');
      expect(refusal(await h.send(getReplacementPlan, {}, actor)).code).toBe('FORBIDDEN');
    }
    // Another school's admin changes their own school's settings, never this one's.
    const away = newTenant();
    await h.ok(saveReplacementSettings, { maxAgeYears: 8, repairRatioPercent: 30 }, away.admin);
    expect((await h.ok(getReplacementPlan, {}, t.admin)).settings).toMatchObject({
      maxAgeYears: 20,
      repairRatioPercent: 70,
    });
    expect((await h.ok(getReplacementPlan, {}, away.admin)).instruments).toBe(0);
  });

  it('‘Ajouter au budget’ puts next year’s amount in the budget’s ‘Instruments’ once, creating the budget', async () => {
    const t = await seededSchool();
    expect((await h.ok(getBudget, { schoolYear: '2027-2028' }, t.admin)).budget).toBeNull();
    const first = await h.ok(addReplacementToBudget, {}, t.admin);
    expect(first).toEqual({
      schoolYear: '2027-2028',
      planCents: 200_000,
      addedCents: 200_000,
      plannedCents: 200_000,
      budgetCreated: true,
    });
    const instruments = async () =>
      (await h.ok(getBudget, { schoolYear: '2027-2028' }, t.admin)).categories.find(
        (c) => c.key === 'instruments',
      )!;
    expect((await instruments()).plannedCents).toBe(200_000);
    // Again: nothing more.
    expect(await h.ok(addReplacementToBudget, {}, t.admin)).toMatchObject({
      addedCents: 0,
      plannedCents: 200_000,
      budgetCreated: false,
    });
    expect((await instruments()).plannedCents).toBe(200_000);
    // The plan grows by a cello due next year: only the difference is added.
    await h.ok(
      addInstrument,
      {
        family: 'cordes',
        type: 'Violoncelle',
        assetNumber: 'VCL-1',
        purchaseDate: '2012-12-01',
        priceCents: 45_000,
      },
      t.admin,
    );
    expect(await h.ok(addReplacementToBudget, {}, t.admin)).toMatchObject({
      planCents: 245_000,
      addedCents: 45_000,
      plannedCents: 245_000,
    });
    expect((await instruments()).plannedCents).toBe(245_000);
    expect(refusal(await h.send(addReplacementToBudget, {}, t.teacher)).code).toBe('FORBIDDEN');
  });
});

describe('importing scores and uniforms from a CSV (issue 27 §1)', () => {
  it('stores every line of a good file', async () => {
    const t = newTenant();
    const reply = await h.ok(
      importScores,
      {
        rows: [
          {
            line: 2,
            score: {
              title: 'Pirates des Caraïbes',
              composer: 'Klaus Badelt',
              arranger: 'Ted Ricketts',
              level: 3,
              ensemble: 'concert-band',
              parts: [
                { name: 'Flûte 1', copies: 3 },
                { name: 'Trompette 1', copies: 2 },
              ],
            },
          },
          {
            line: 3,
            score: {
              title: 'Ave verum corpus',
              ensemble: 'choir',
              ownership: 'rented',
              returnOn: '2027-06-01',
            },
          },
        ],
      },
      t.admin,
    );
    expect(reply).toEqual({ imported: 2 });
    const { scores } = await h.ok(listScores, {}, t.admin);
    expect(scores.map((s) => [s.title, s.copies, s.ownership])).toEqual([
      ['Ave verum corpus', 0, 'rented'],
      ['Pirates des Caraïbes', 5, 'owned'],
    ]);
    expect(
      await h.ok(
        importUniforms,
        {
          rows: [
            { line: 2, uniform: { number: 'U-1', size: 'M', type: 'jacket' } },
            { line: 3, uniform: { number: 'U-2', size: '38R', type: 'trousers', condition: 'worn' } },
          ],
        },
        t.admin,
      ),
    ).toEqual({ imported: 2 });
    expect((await h.ok(listUniforms, {}, t.admin)).uniforms.map((u) => u.number)).toEqual(['U-1', 'U-2']);
  });

  it('stores nothing when a line is bad, and says each bad line’s number and reason in French', async () => {
    const t = newTenant();
    const wrong = refusal(
      await h.send(
        importScores,
        {
          rows: [
            { line: 2, score: { title: 'Bonne partition', ensemble: 'concert-band' } },
            { line: 3, score: { title: '', ensemble: 'choir' } },
            { line: 5, score: { title: 'Fanfare', ensemble: 'Fanfare', level: 7 } },
            { line: 6, score: { title: 'Louée', ensemble: 'choir', ownership: 'rented' } },
          ],
        },
        t.admin,
      ),
    );
    expect(wrong.code).toBe('VALIDATION_FAILED');
    expect(wrong.message).toBe('Aucune ligne importée : 3 ligne(s) à corriger.');
    expect(french(wrong)).toEqual({
      '3.title': 'Le titre de la partition est requis.',
      '5.ensemble':
        'Choisissez un ensemble : Harmonie, Orchestre à cordes, Orchestre symphonique, Jazz, Chorale, Musique de chambre ou Autre.',
      '5.level': 'Le niveau va de 0,5 à 6, par demi-degré.',
      '6.returnOn': 'Une partition louée a une date de retour.',
    });
    expect((await h.ok(listScores, {}, t.admin)).scores).toEqual([]);
  });

  it('refuses a uniform number the school uses or the file repeats, storing nothing', async () => {
    const t = newTenant();
    await h.ok(addUniform, { number: 'U-7', size: 'M', type: 'jacket' }, t.admin);
    const wrong = refusal(
      await h.send(
        importUniforms,
        {
          rows: [
            { line: 2, uniform: { number: 'u-7', size: 'L', type: 'jacket' } },
            { line: 3, uniform: { number: 'U-8', size: 'L', type: 'jacket' } },
            { line: 4, uniform: { number: 'U-8', size: 'S', type: 'shirt' } },
            { line: 5, uniform: { number: 'U-9', size: 'S', type: 'cape', condition: 'cassé' } },
          ],
        },
        t.admin,
      ),
    );
    expect(wrong.message).toBe('Aucune ligne importée : 3 ligne(s) à corriger.');
    expect(french(wrong)).toEqual({
      '2.number': 'Le numéro d’uniforme u-7 est déjà utilisé dans cette école.',
      '4.number': 'Le numéro d’uniforme U-8 figure déjà à la ligne 3 du fichier.',
      '5.type': 'Choisissez un type : Veston, Pantalon, Jupe, Robe, Chemise, Nœud papillon ou Autre.',
      '5.condition': 'Choisissez un état : Neuf, Bon, Usé, À réparer ou Hors service.',
    });
    expect((await h.ok(listUniforms, {}, t.admin)).uniforms.map((u) => u.number)).toEqual(['U-7']);
  });
});

describe('replacement plan and imports: authorization matrix (two organisations)', () => {
  const { home, actors, homeAdmin } = twoOrganizationsMatrix();
  const ownSchool: ExpectationRow = allow(homeAdmin, 'away admin');
  const table: Record<string, ExpectationRow> = {
    // The plan and its settings are the admins' (the budget is theirs); another school's admin, their own.
    [inventoryReplacementSubjects.getPlan]: homeAdmin,
    [inventoryReplacementSubjects.saveSettings]: ownSchool,
    [inventoryReplacementSubjects.addToBudget]: ownSchool,
    // Imports write as 'Ajouter …' does: any admin into their own school.
    [inventoryImportSubjects.importScores]: ownSchool,
    [inventoryImportSubjects.importUniforms]: ownSchool,
  };
  let serial = 0;

  beforeAll(async () => {
    await h.ok(
      addInstrument,
      {
        family: 'cuivres',
        type: 'Tuba',
        assetNumber: 'TUB-1',
        purchaseDate: '2000-01-01',
        priceCents: 700_000,
      },
      home.admin,
    );
  });

  async function call(endpoint: string, name: string): Promise<Reply<unknown>> {
    const actor = actors[name] as Actor | null;
    serial += 1;
    switch (endpoint) {
      case inventoryReplacementSubjects.getPlan: {
        const reply = await h.send(getReplacementPlan, {}, actor);
        return reply.ok && reply.data.instruments === 0 ? nothingRead : reply;
      }
      case inventoryReplacementSubjects.saveSettings:
        return h.send(saveReplacementSettings, { maxAgeYears: 15, repairRatioPercent: 50 }, actor);
      case inventoryReplacementSubjects.addToBudget:
        return h.send(addReplacementToBudget, {}, actor);
      case inventoryImportSubjects.importScores:
        return h.send(
          importScores,
          { rows: [{ line: 2, score: { title: `Import ${serial}`, ensemble: 'choir' } }] },
          actor,
        );
      case inventoryImportSubjects.importUniforms:
        return h.send(
          importUniforms,
          { rows: [{ line: 2, uniform: { number: `IMP-${serial}`, size: 'M', type: 'shirt' } }] },
          actor,
        );
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  it('answers every cell as the table says', async () => {
    expect(await checkMatrix(matrixCases(table), call)).toEqual([]);
  }, 120_000);

  it('lets the inventory ask finance for the planned amount only, as the actor', async () => {
    const cells = servicePublishes('inventory', {
      allowed: ['finance.category.plan-add'],
      denied: ['finance.category.update', 'finance.budget.create', 'finance.entry.create'],
    });
    expect(await checkNatsMatrix(h.nats, serviceEnv().NATS_PREFIX!, cells)).toEqual([]);
  });
});
