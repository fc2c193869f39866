/**
 * @jest-environment jsdom
 */
import { type AdminApi, organizationId, renderAdmin, startAdminApi } from './inventory-harness.js';
import { notFound } from '@crescendo/web-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoansPanel } from '../src/inventory/loans-panel.js';

const lea = '00000000-0000-4000-8000-000000000301';
const loanOf = (n: number, assetNumber: string, extra: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000040${n}`,
  organizationId,
  instrumentId: `00000000-0000-4000-8000-00000000020${n}`,
  assetNumber,
  family: 'bois',
  type: 'Clarinette',
  studentId: lea,
  lentBy: null,
  lentAt: '2026-09-02T13:00:00.000Z',
  dueOn: '2027-06-23',
  overdue: false,
  returnedAt: null,
  returnCondition: null,
  damage: null,
  chargedCents: null,
  notes: null,
  agreementRequired: false,
  agreement: null,
  ...extra,
});

/**
 * Issue 27 §3, §5: the admin's 'Prêts' tab records a return as the teachers do — 'Retour' on each loan still
 * out (none on one returned), the condition and the kind of damage, 'Retour enregistré' and the list read
 * again; the server's refusal is said and nothing is shown as returned.
 */
describe("the admin's 'Retour' in the loans tab", () => {
  let api: AdminApi;
  const returns: Array<{ path: string; body: unknown }> = [];
  let refuse = false;
  let returned = false;

  beforeAll(async () => {
    api = await startAdminApi(({ method, path, body }) => {
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
      if (path === '/inventory/loans' && method === 'GET') {
        const out = loanOf(1, 'CLA-0001', returned ? { returnedAt: '2026-11-30T15:00:00.000Z' } : {});
        const back = loanOf(2, 'CLA-0002', { returnedAt: '2026-10-01T15:00:00.000Z' });
        return { status: 200, body: { loans: [out, back], nextCursor: null } };
      }
      if (path.endsWith('/return') && method === 'POST') {
        returns.push({ path, body });
        if (refuse)
          return {
            status: 409,
            body: { error: { code: 'CONFLICT', message: 'Ce prêt est déjà retourné.' } },
          };
        returned = true;
        return { status: 200, body: loanOf(1, 'CLA-0001', { returnedAt: '2026-11-30T15:00:00.000Z' }) };
      }
      return notFound;
    });
  });
  afterAll(() => api.close());
  beforeEach(() => {
    returns.length = 0;
    returned = false;
  });

  it('offers Retour on the loan still out only, and records it with its condition and damage', async () => {
    renderAdmin(api.apiBase, <LoansPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retour — CLA-0001' }));
    expect(screen.queryByRole('button', { name: 'Retour — CLA-0002' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Retour de l’instrument CLA-0001' });
    await user.selectOptions(within(dialog).getByLabelText('État'), 'worn');
    await user.selectOptions(within(dialog).getByLabelText('Dommage'), 'normal-wear');
    await user.click(within(dialog).getByRole('button', { name: 'Retour' }));
    await screen.findByText('Retour enregistré');
    expect(returns).toEqual([
      {
        path: '/inventory/loans/00000000-0000-4000-8000-000000000401/return',
        body: { condition: 'worn', damage: 'normal-wear', notes: null },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retour — CLA-0001' })).toBeNull());
  });

  it('says the server’s refusal and keeps the loan out', async () => {
    refuse = true;
    try {
      renderAdmin(api.apiBase, <LoansPanel />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Retour — CLA-0001' }));
      const dialog = await screen.findByRole('dialog', { name: 'Retour de l’instrument CLA-0001' });
      await user.click(within(dialog).getByRole('button', { name: 'Retour' }));
      await screen.findByText(/Erreur lors du retour de l’instrument\./);
      expect(returns).toHaveLength(1);
      await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByRole('button', { name: 'Retour — CLA-0001' })).toBeTruthy();
    } finally {
      refuse = false;
    }
  });
});
