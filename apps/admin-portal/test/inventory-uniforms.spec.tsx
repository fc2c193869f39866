/**
 * @jest-environment jsdom
 */
import { adminMe, type AdminApi, organizationId, renderAdmin, startAdminApi } from './inventory-harness.js';
import { notFound } from '@crescendo/web-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const uniform = (n: number, number: string, extra: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000020${n}`,
  organizationId,
  number,
  size: 'M',
  type: 'jacket',
  condition: 'good',
  notes: null,
  createdAt: '2026-09-01T12:00:00.000Z',
  ...extra,
});

/**
 * Issue 27 §1: the admin's 'Inventaire' has 'Uniformes': the list a page at a time, filtered by type, size and
 * condition, 'Ajouter un uniforme' (a number already used refused with the server's words), 'Modifier'.
 */
describe("the admin's 'Uniformes' tab", () => {
  let api: AdminApi;
  const listed: URLSearchParams[] = [];

  beforeAll(async () => {
    api = await startAdminApi(({ method, path, body }, query) => {
      if (path === '/inventory/instruments')
        return { status: 200, body: { instruments: [], nextCursor: null } };
      if (path === '/inventory/uniform-loans') return { status: 200, body: { loans: [], nextCursor: null } };
      if (path === '/inventory/uniforms' && method === 'GET') {
        listed.push(query);
        if (query.get('type') === 'skirt')
          return {
            status: 200,
            body: { uniforms: [uniform(5, 'U-081', { type: 'skirt', size: 'S' })], nextCursor: null },
          };
        // The first page says another follows; 'Charger plus' asks for it.
        return query.get('cursor')
          ? {
              status: 200,
              body: {
                uniforms: [uniform(2, 'U-002', { type: 'bow-tie', size: 'Ajustable', condition: 'worn' })],
                nextCursor: null,
              },
            }
          : {
              status: 200,
              body: { uniforms: [uniform(1, 'U-001', { notes: 'Bouton recousu.' })], nextCursor: 'bmV4dA' },
            };
      }
      if (path === '/inventory/uniforms' && method === 'POST') {
        const sent = body as { number: string };
        if (sent.number.toLowerCase() === 'u-001')
          return {
            status: 409,
            body: {
              error: {
                code: 'CONFLICT',
                message: `Le numéro d’uniforme ${sent.number} est déjà utilisé dans cette école.`,
                messageKey: 'inventory.uniformNumberTaken',
                params: { number: sent.number },
              },
            },
          };
        return { status: 201, body: uniform(9, sent.number) };
      }
      if (path === `/inventory/uniforms/${uniform(1, '').id}` && method === 'PUT')
        return { status: 200, body: { ...uniform(1, 'U-001'), ...(body as object) } };
      return notFound;
    });
  });
  afterAll(() => api.close());

  it('lists, filters, adds (a taken number refused) and changes uniforms', async () => {
    renderAdmin(api.apiBase);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Uniformes' }));
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /U-001/ });
    for (const text of ['Veston', 'M', 'Bon', 'Bouton recousu.']) within(row).getByText(text);

    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    const second = await within(table).findByRole('row', { name: /U-002/ });
    for (const text of ['Nœud papillon', 'Ajustable', 'Usé']) within(second).getByText(text);
    expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Type'), 'skirt');
    await within(table).findByRole('row', { name: /U-081/ });
    expect(listed.at(-1)?.get('type')).toBe('skirt');
    await user.selectOptions(screen.getByLabelText('Type'), '');

    await user.click(screen.getByRole('button', { name: 'Ajouter un uniforme' }));
    // The kit's dialog is a lazy chunk: the first one compiles it (seconds on a busy machine).
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    // The contract checks the form first: nothing is sent without a size and a type.
    await user.type(within(dialog).getByLabelText(/^Numéro/), 'u-001');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await within(dialog).findByText('La taille de l’uniforme est requise (par exemple M ou 38R).');
    within(dialog).getByText(/Choisissez un type : Veston, Pantalon/);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText(/^Type/), 'jacket');
    await user.type(within(dialog).getByLabelText(/^Taille/), 'XL');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText("Erreur lors de l'ajout de l'uniforme.", {}, { timeout: 15_000 });
    await within(dialog).findByText('Le numéro d’uniforme u-001 est déjà utilisé dans cette école.');

    const number = within(dialog).getByLabelText(/^Numéro/);
    await user.clear(number);
    await user.type(number, 'U-151');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Uniforme ajouté', {}, { timeout: 15_000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      number: 'U-151',
      size: 'XL',
      type: 'jacket',
      condition: 'good',
      notes: null,
    });

    await user.click(within(table).getByRole('button', { name: 'Modifier — U-001' }));
    const edit = await screen.findByRole('dialog', { name: 'Modifier l’uniforme U-001' });
    expect(within(edit).getByLabelText(/^Taille/)).toHaveProperty('value', 'M');
    await user.selectOptions(within(edit).getByLabelText(/^État/), 'needs-repair');
    await user.click(within(edit).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Uniforme modifié');
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `/inventory/uniforms/${uniform(1, '').id}`,
      body: {
        number: 'U-001',
        size: 'M',
        type: 'jacket',
        condition: 'needs-repair',
        notes: 'Bouton recousu.',
      },
    });
  }, 60_000);
});

/** 'Supprimer' a uniform: asked first (cancel keeps it), then deleted through its route. */
describe("the admin's 'Uniformes' tab: deleting a uniform", () => {
  let api: AdminApi;
  const kept = uniform(3, 'U-003');
  let uniforms = [kept, uniform(4, 'U-004')];

  beforeAll(async () => {
    api = await startAdminApi(({ method, path }) => {
      if (path === '/inventory/instruments')
        return { status: 200, body: { instruments: [], nextCursor: null } };
      if (path === '/inventory/uniform-loans') return { status: 200, body: { loans: [], nextCursor: null } };
      if (path === '/inventory/uniforms' && method === 'GET')
        return { status: 200, body: { uniforms, nextCursor: null } };
      if (path === `/inventory/uniforms/${kept.id}` && method === 'DELETE') {
        uniforms = uniforms.filter((u) => u.id !== kept.id);
        return { status: 200, body: { uniformId: kept.id } };
      }
      return notFound;
    });
  });
  afterAll(() => api.close());

  it('keeps the uniform on cancel and deletes it on confirm', async () => {
    renderAdmin(api.apiBase);
    const user = userEvent.setup();
    const deletes = () => api.calls.filter((call) => call.method === 'DELETE');
    await user.click(await screen.findByRole('tab', { name: 'Uniformes' }));
    const table = await screen.findByRole('table');
    await within(table).findByRole('row', { name: /U-003/ });

    await user.click(screen.getByRole('button', { name: 'Supprimer — U-003' }));
    const asked = await screen.findByRole(
      'dialog',
      { name: 'Supprimer l’uniforme U-003 ?' },
      { timeout: 15_000 },
    );
    await user.click(within(asked).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    within(table).getByRole('row', { name: /U-003/ });
    expect(deletes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Supprimer — U-003' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer l’uniforme U-003 ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText('Uniforme supprimé');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /U-003/ })).toBeNull());
    within(table).getByRole('row', { name: /U-004/ });
    expect(deletes().map((call) => call.path)).toEqual([`/inventory/uniforms/${kept.id}`]);
  }, 40_000);
});

/** 'Prêter' a uniform to a student of the school, then its 'Retour' with the condition: who has which uniform. */
describe("the admin's 'Uniformes' tab: lending a uniform and its return", () => {
  let api: AdminApi;
  const lea = '00000000-0000-4000-8000-000000000301';
  const jacket = uniform(5, 'U-005');
  const loan = {
    id: '00000000-0000-4000-8000-000000000401',
    organizationId,
    uniformId: jacket.id,
    number: 'U-005',
    size: 'M',
    type: 'jacket',
    studentId: lea,
    lentBy: adminMe.id,
    lentAt: '2026-09-03T12:00:00.000Z',
    dueOn: '2027-06-30',
    overdue: false,
    returnedAt: null,
    returnCondition: null,
  };
  let out: (typeof loan)[] = [];

  beforeAll(async () => {
    api = await startAdminApi(({ method, path }) => {
      if (path === '/inventory/instruments')
        return { status: 200, body: { instruments: [], nextCursor: null } };
      if (path === '/inventory/uniforms' && method === 'GET')
        return { status: 200, body: { uniforms: [jacket], nextCursor: null } };
      if (path === '/profiles/lookup')
        return {
          status: 200,
          body: {
            profiles: [
              {
                id: lea,
                role: 'student',
                firstName: 'Léa',
                lastName: 'Gagnon',
                email: 'lea@ecole.test',
                instrument: null,
              },
            ],
          },
        };
      if (path === '/inventory/uniform-loans' && method === 'GET')
        return { status: 200, body: { loans: out, nextCursor: null } };
      if (path === '/inventory/uniform-loans' && method === 'POST') {
        out = [loan];
        return { status: 201, body: loan };
      }
      if (path === `/inventory/uniform-loans/${loan.id}/return` && method === 'POST') {
        out = [];
        return {
          status: 200,
          body: { ...loan, returnedAt: '2026-11-29T12:00:00.000Z', returnCondition: 'worn' },
        };
      }
      return notFound;
    });
  });
  afterAll(() => api.close());

  it('lends the uniform to the student chosen, shows who has it, and records its return', async () => {
    renderAdmin(api.apiBase);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Uniformes' }));
    await screen.findByText('Aucun uniforme prêté.');
    await user.click(await screen.findByRole('button', { name: 'Prêter — U-005' }));
    const lend = await screen.findByRole('dialog', { name: 'Prêter l’uniforme U-005' }, { timeout: 15_000 });
    await within(lend).findByRole('option', { name: 'Léa Gagnon' });
    await user.selectOptions(within(lend).getByLabelText('Élève'), lea);
    await user.click(within(lend).getByRole('button', { name: 'Prêter' }));
    await screen.findByText('Prêt enregistré');
    expect(
      api.calls.find((call) => call.method === 'POST' && call.path === '/inventory/uniform-loans')?.body,
    ).toEqual({
      uniformId: jacket.id,
      studentId: lea,
    });
    // The section, then its table's scroll area, are both named after the heading: the section comes first.
    const [lent] = await screen.findAllByRole('region', { name: 'Uniformes prêtés' });
    const row = await within(lent!).findByRole('row', { name: /U-005/ });
    await within(row).findByText('Léa Gagnon');
    within(row).getByText('2027-06-30');

    await user.click(within(row).getByRole('button', { name: 'Retour — U-005' }));
    const back = await screen.findByRole('dialog', { name: 'Retour de l’uniforme U-005' });
    await user.selectOptions(within(back).getByLabelText('État'), 'worn');
    await user.click(within(back).getByRole('button', { name: 'Retour' }));
    await screen.findByText('Retour enregistré');
    expect(
      api.calls.find((call) => call.path === `/inventory/uniform-loans/${loan.id}/return`)?.body,
    ).toEqual({
      condition: 'worn',
    });
    await within(lent!).findByText('Aucun uniforme prêté.');
  }, 40_000);
});
