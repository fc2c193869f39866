/**
 * @jest-environment jsdom
 */
import {
  adminMe,
  type AdminApi,
  inventoryInstrument,
  organizationId,
  renderAdmin,
  startAdminApi,
} from './inventory-harness.js';
import { notFound } from '@crescendo/web-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const lea = '00000000-0000-4000-8000-000000000301';
const violin = inventoryInstrument(1);
const loanOf = (n: number, extra: Record<string, unknown>) => ({
  id: `00000000-0000-4000-8000-00000000040${n}`,
  organizationId,
  instrumentId: inventoryInstrument(n).id,
  assetNumber: `VIO-000${n}`,
  family: 'cordes',
  type: 'Violon',
  studentId: lea,
  lentBy: adminMe.id,
  lentAt: '2026-11-20T12:00:00.000Z',
  dueOn: '2027-06-30',
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
const pendingAgreement = { status: 'pending', signer: 'parent', signedName: null, decidedAt: null };

/**
 * 'Entente de prêt' (issue 27 §4): 'Prêter' an instrument with 'Entente requise' (identity mails the family;
 * its refusal shown with its words, nothing lent), and the 'Prêts' tab's 'Entente signée' / 'Entente en
 * attente' / 'Entente refusée', nothing for a loan that requires none; 'Renvoyer l'entente' where not signed.
 */
describe("the admin's loans with the family's agreement", () => {
  let api: AdminApi;
  let refuse = true;

  beforeAll(async () => {
    api = await startAdminApi(({ method, path }) => {
      if (path === '/inventory/instruments')
        return { status: 200, body: { instruments: [violin], nextCursor: null } };
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
      if (path === '/inventory/loans' && method === 'POST') {
        if (refuse) {
          refuse = false;
          return {
            status: 400,
            body: {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Les données envoyées sont invalides.',
                messageKey: 'common.validation',
                fields: { parentEmail: 'Indiquez d’abord l’adresse courriel d’un parent de cet élève.' },
                fieldMessages: { parentEmail: { key: 'privacy.parentEmailMissing' } },
              },
            },
          };
        }
        return {
          status: 201,
          body: loanOf(1, { agreementRequired: true, agreement: pendingAgreement }),
        };
      }
      if (path === `/inventory/loans/${loanOf(1, {}).id}/agreement` && method === 'POST')
        return { status: 200, body: loanOf(1, { agreementRequired: true, agreement: pendingAgreement }) };
      if (path === '/inventory/loans' && method === 'GET')
        return {
          status: 200,
          body: {
            loans: [
              loanOf(1, { agreementRequired: true, agreement: pendingAgreement }),
              loanOf(2, {
                agreementRequired: true,
                agreement: {
                  status: 'granted',
                  signer: 'parent',
                  signedName: 'Nadia Gagnon',
                  decidedAt: '2026-11-21T14:00:00.000Z',
                },
              }),
              loanOf(3, {
                agreementRequired: true,
                agreement: { ...pendingAgreement, status: 'refused', decidedAt: '2026-11-22T10:00:00.000Z' },
              }),
              loanOf(4, {}),
            ],
            nextCursor: null,
          },
        };
      return notFound;
    });
  });
  afterAll(() => api.close());

  it("lends with 'Entente requise': identity's refusal shown, then the loan recorded", async () => {
    renderAdmin(api.apiBase);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Prêter — VIO-0001' }));
    const lend = await screen.findByRole(
      'dialog',
      { name: 'Prêter l’instrument VIO-0001' },
      { timeout: 15_000 },
    );
    await within(lend).findByRole('option', { name: 'Léa Gagnon' });
    await user.selectOptions(within(lend).getByLabelText('Élève'), lea);
    const agreement = within(lend).getByRole<HTMLInputElement>('checkbox', { name: 'Entente requise' });
    expect(agreement.checked).toBe(false);
    expect(
      within(lend).getByRole('checkbox', {
        name: 'Entente requise',
        description: /envoyée par courriel à un parent/,
      }),
    ).toBe(agreement);
    await user.click(agreement);
    await user.click(within(lend).getByRole('button', { name: 'Prêter' }));
    await screen.findByText(
      'Erreur lors du prêt de l’instrument. Indiquez d’abord l’adresse courriel d’un parent de cet élève.',
      { exact: false },
    );
    expect(
      api.calls.find((call) => call.method === 'POST' && call.path === '/inventory/loans')?.body,
    ).toEqual({
      instrumentId: violin.id,
      studentId: lea,
      agreement: true,
    });

    await user.click(await screen.findByRole('button', { name: 'Prêter — VIO-0001' }));
    const again = await screen.findByRole('dialog', { name: 'Prêter l’instrument VIO-0001' });
    await within(again).findByRole('option', { name: 'Léa Gagnon' });
    await user.selectOptions(within(again).getByLabelText('Élève'), lea);
    await user.click(within(again).getByRole('checkbox', { name: 'Entente requise' }));
    await user.click(within(again).getByRole('button', { name: 'Prêter' }));
    await screen.findByText('Prêt enregistré : l’entente a été envoyée par courriel.');
  }, 40_000);

  it("shows each loan's agreement in the 'Prêts' tab", async () => {
    renderAdmin(api.apiBase);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Prêts' }));
    const table = await screen.findByRole('table');
    await within(table).findByRole('columnheader', { name: 'Entente' });
    within(within(table).getByRole('row', { name: /VIO-0001/ })).getByText('Entente en attente');
    const signed = within(table).getByRole('row', { name: /VIO-0002/ });
    within(signed).getByText('Entente signée');
    within(signed).getByText('Nadia Gagnon, le 2026-11-21');
    within(within(table).getByRole('row', { name: /VIO-0003/ })).getByText('Entente refusée');
    expect(within(within(table).getByRole('row', { name: /VIO-0004/ })).queryByText(/Entente/)).toBeNull();
    // 'Renvoyer l'entente' where it is not signed (pending, refused), never for a signed one or none required.
    within(table).getByRole('button', { name: "Renvoyer l'entente — VIO-0003" });
    for (const signedOrNone of ['VIO-0002', 'VIO-0004'])
      expect(
        within(table).queryByRole('button', { name: `Renvoyer l'entente — ${signedOrNone}` }),
      ).toBeNull();
    await user.click(within(table).getByRole('button', { name: "Renvoyer l'entente — VIO-0001" }));
    await screen.findByText('Entente renvoyée par courriel');
    expect(
      api.calls
        .filter((call) => call.method === 'POST' && call.path.endsWith('/agreement'))
        .map((c) => c.path),
    ).toEqual([`/inventory/loans/${loanOf(1, {}).id}/agreement`]);
  }, 40_000);
});
