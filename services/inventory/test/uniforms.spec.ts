import {
  addUniform,
  deleteUniform,
  getUniform,
  listUniforms,
  organizationDeleted,
  updateUniform,
} from '@crescendo/contracts';
import { eventually, newTenant } from '@crescendo/testing';
import { startInventory, type InventoryHarness } from './inventory-harness.js';

// Issue 27 §1, the uniforms ('Uniformes') over NATS, on PostgreSQL: written by the school's admins, read by its
// staff, never by another school; a number once per school whatever its case.
let h: InventoryHarness;
beforeAll(async () => {
  h = await startInventory();
}, 90_000);
afterAll(() => h?.close());

const uniform = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  size: 'M',
  type: 'jacket' as const,
  ...extra,
});

describe('uniforms', () => {
  it('are added by the admin and read by the staff, by number, a page at a time, searched and filtered', async () => {
    const t = newTenant();
    const added = await h.ok(addUniform, uniform('U-003', { notes: 'Bouton recousu.' }), t.admin);
    expect(added).toMatchObject({
      number: 'U-003',
      size: 'M',
      type: 'jacket',
      condition: 'good',
      notes: 'Bouton recousu.',
      organizationId: t.organizationId,
    });
    await h.ok(addUniform, uniform('u-001', { size: 'xl', type: 'trousers', condition: 'worn' }), t.admin);
    await h.ok(addUniform, uniform('U-002', { size: '38R', type: 'jacket', condition: 'new' }), t.admin);
    await h.ok(addUniform, uniform('U-004', { size: 'XL', type: 'skirt' }), t.admin);

    const first = await h.ok(listUniforms, { limit: 2 }, t.teacher);
    expect(first.uniforms.map((u) => u.number)).toEqual(['u-001', 'U-002']);
    const second = await h.ok(listUniforms, { limit: 2, cursor: first.nextCursor! }, t.teacher);
    expect(second).toMatchObject({ uniforms: [{ number: 'U-003' }, { number: 'U-004' }], nextCursor: null });

    const numbers = async (query: Record<string, unknown>) =>
      (await h.ok(listUniforms, query, t.admin)).uniforms.map((u) => u.number);
    expect(await numbers({ type: 'jacket' })).toEqual(['U-002', 'U-003']);
    expect(await numbers({ size: 'XL' })).toEqual(['u-001', 'U-004']);
    expect(await numbers({ condition: 'new' })).toEqual(['U-002']);
    expect(await numbers({ type: 'skirt', size: 'xl' })).toEqual(['U-004']);
    expect(await numbers({ search: 'bouton' })).toEqual(['U-003']);
    expect(await numbers({ search: '38r' })).toEqual(['U-002']);
    expect(await numbers({ search: '100%_' })).toEqual([]);
    expect(await h.ok(getUniform, { uniformId: added.id }, t.otherTeacher)).toEqual(added);
  });

  it('refuse a number the school already uses, whatever its case, in French, and store nothing', async () => {
    const t = newTenant();
    const first = await h.ok(addUniform, uniform('U-010'), t.admin);
    const again = await h.send(addUniform, uniform('u-010', { type: 'shirt' }), t.admin);
    expect(again).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Le numéro d’uniforme u-010 est déjà utilisé dans cette école.' },
    });
    expect(await h.count(`uniforms WHERE organization_id = $1`, [t.organizationId])).toBe(1);
    // Another's number on a change is refused alike; the uniform keeps its own.
    const other = await h.ok(addUniform, uniform('U-011'), t.admin);
    const taken = await h.send(updateUniform, { uniformId: other.id, ...uniform('U-010') }, t.admin);
    expect(taken).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    expect(await h.ok(getUniform, { uniformId: other.id }, t.admin)).toMatchObject({ number: 'U-011' });
    // Another school may use the same number.
    const away = newTenant();
    expect(await h.ok(addUniform, uniform('U-010'), away.admin)).toMatchObject({ number: 'U-010' });
    expect(first.number).toBe('U-010');
  });

  it('refuse bad input with the French message and store nothing', async () => {
    const t = newTenant();
    const cases: Array<[Record<string, unknown>, string]> = [
      [uniform('  '), 'Le numéro de l’uniforme est requis.'],
      [uniform('U 1'), 'Le numéro de l’uniforme ne contient que des lettres, des chiffres et des tirets.'],
      [uniform('U-1', { size: ' ' }), 'La taille de l’uniforme est requise'],
      [uniform('U-1', { size: 'x'.repeat(21) }), 'Ce champ compte au plus 20 caractères.'],
      [uniform('U-1', { type: 'cape' }), 'Choisissez un type : Veston, Pantalon, Jupe, Robe'],
      [
        uniform('U-1', { condition: 'propre' }),
        'Choisissez un état : Neuf, Bon, Usé, À réparer ou Hors service.',
      ],
    ];
    for (const [input, message] of cases) {
      const reply = await h.send(addUniform, input as never, t.admin);
      expect(reply).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
      expect(JSON.stringify(reply)).toContain(message);
    }
    expect(await h.count(`uniforms WHERE organization_id = $1`, [t.organizationId])).toBe(0);
  });

  it('are changed by the admin, every field again, and deleted', async () => {
    const t = newTenant();
    const added = await h.ok(addUniform, uniform('U-020', { notes: 'Neuf en août.' }), t.admin);
    const changed = await h.ok(
      updateUniform,
      {
        uniformId: added.id,
        number: 'U-020B',
        size: 'L',
        type: 'dress',
        condition: 'needs-repair',
        notes: null,
      },
      t.admin,
    );
    expect(changed).toEqual({
      ...added,
      number: 'U-020B',
      size: 'L',
      type: 'dress',
      condition: 'needs-repair',
      notes: null,
    });
    const refused = await h.send(
      updateUniform,
      { uniformId: added.id, ...uniform('U-020', { size: '' }) },
      t.admin,
    );
    expect(refused).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(await h.ok(getUniform, { uniformId: added.id }, t.admin)).toEqual(changed);

    expect(await h.ok(deleteUniform, { uniformId: added.id }, t.admin)).toEqual({ uniformId: added.id });
    expect(await h.send(getUniform, { uniformId: added.id }, t.admin)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'Uniforme introuvable.' },
    });
    expect(await h.count(`uniforms WHERE organization_id = $1`, [t.organizationId])).toBe(0);
  });

  it('are neither read nor written by another school, nor written by a teacher or a student', async () => {
    const t = newTenant();
    const away = newTenant();
    const added = await h.ok(addUniform, uniform('U-030'), t.admin);
    expect((await h.ok(listUniforms, {}, away.admin)).uniforms).toEqual([]);
    for (const reply of [
      await h.send(getUniform, { uniformId: added.id }, away.admin),
      await h.send(updateUniform, { uniformId: added.id, ...uniform('U-031') }, away.admin),
      await h.send(deleteUniform, { uniformId: added.id }, away.admin),
    ])
      expect(reply).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    for (const reply of [
      await h.send(listUniforms, {}, t.student),
      await h.send(getUniform, { uniformId: added.id }, t.student),
      await h.send(addUniform, uniform('U-032'), t.teacher),
      await h.send(updateUniform, { uniformId: added.id, ...uniform('U-033') }, t.teacher),
      await h.send(deleteUniform, { uniformId: added.id }, t.teacher),
      await h.send(addUniform, uniform('U-034'), t.student),
      await h.send(deleteUniform, { uniformId: added.id }, t.student),
    ])
      expect(reply).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(await h.ok(getUniform, { uniformId: added.id }, t.admin)).toEqual(added);
    expect(await h.count(`uniforms WHERE organization_id = $1`, [t.organizationId])).toBe(1);
  });

  it('go with their organisation, and another school’s stay', async () => {
    const gone = newTenant();
    const kept = newTenant();
    await h.ok(addUniform, uniform('U-001'), gone.admin);
    await h.ok(addUniform, uniform('U-001'), kept.admin);
    await h.publishAsIdentity(
      organizationDeleted.subject,
      { organizationId: gone.organizationId },
      gone.organizationId,
    );
    await eventually(
      () => h.count(`uniforms WHERE organization_id = $1`, [gone.organizationId]),
      (n) => n === 0,
    );
    expect(await h.count(`uniforms WHERE organization_id = $1`, [kept.organizationId])).toBe(1);
  });
});
