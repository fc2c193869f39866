/**
 * @jest-environment jsdom
 */
// `@crescendo/web-kit/testing` first: it lends jsdom what react-router reads at load.
import { notFound, renderSignedIn, startApi, meAs } from '@crescendo/web-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { FinanceTab } from '../src/finance/finance-tab.js';

const organizationId = '00000000-0000-4000-8000-000000000002';
const studentId = '00000000-0000-4000-8000-000000000003';
const loanId = '00000000-0000-4000-8000-000000000101';
const me = meAs('student', { id: studentId, organizationId });
const purchase = (n: number, item: string, inventoryLoanId: string | null) => ({
  id: `00000000-0000-4000-8000-00000000080${n}`,
  organizationId,
  studentId,
  item,
  amountCents: 15000,
  currency: 'CAD',
  status: 'credit',
  paid: false,
  createdAt: '2026-11-30T12:00:00.000Z',
  createdBy: null,
  paidAt: null,
  cancelledAt: null,
  reference: null,
  inventoryLoanId,
});
const photo = (n: number, stage: string, altText: string) => ({
  id: `00000000-0000-4000-8000-00000000070${n}`,
  instrumentId: '00000000-0000-4000-8000-000000000201',
  loanId,
  stage,
  altText,
  mimeType: 'image/jpeg',
  bytes: 10,
  createdAt: '2026-11-30T12:00:00.000Z',
});

/**
 * Issue 27 §5, decision 0078: a charge for an instrument damaged by negligence carries its inventory loan, and
 * the student's 'Mes Finances' opens that loan's return photos and repair quote from the purchase ('Photos');
 * a purchase of anything else has no such button.
 */
describe("a negligence charge's evidence in 'Mes Finances'", () => {
  let api: Awaited<ReturnType<typeof startApi>>;

  beforeAll(async () => {
    initPreloadedI18n('fr', [initReactI18next]);
    api = await startApi(({ path }, query) => {
      if (path === '/me') return { status: 200, body: me };
      if (path === '/purchases')
        return {
          status: 200,
          body: {
            purchases: [purchase(1, 'Trompette CR-0004', loanId), purchase(2, 'Cahier de musique', null)],
            totals: [{ currency: 'CAD', totalCents: 30000, paidCents: 0, unpaidCents: 30000, count: 2 }],
            nextCursor: null,
          },
        };
      if (path === '/inventory/photos' && query.get('loanId') === loanId)
        return {
          status: 200,
          body: {
            photos: [photo(1, 'return', 'Pavillon enfoncé'), photo(2, 'quote', 'Soumission de l’atelier')],
            nextCursor: null,
          },
        };
      return notFound;
    });
  });
  afterAll(() => api.close());

  it("shows 'Photos' on the charge only, and opens the loan's return photos and repair quote", async () => {
    renderSignedIn(api.apiBase, <FinanceTab />, { queryDefaults: { queries: { retry: false } } });
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('purchase-row');
    expect(within(rows[1]!).queryByRole('button', { name: /Photos/ })).toBeNull();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Photos du prêt de Trompette CR-0004' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photos du prêt de Trompette CR-0004' });
    expect(await within(dialog).findByText('Pavillon enfoncé')).toBeTruthy();
    expect(within(dialog).getByText('Au retour ·')).toBeTruthy();
    expect(within(dialog).getByText('Soumission de réparation ·')).toBeTruthy();
    // Seen, never added to by the student.
    expect(within(dialog).queryByRole('button', { name: 'Ajouter la photo' })).toBeNull();
    expect(api.calls.filter((call) => call.path === '/inventory/photos').map((call) => call.method)).toEqual([
      'GET',
    ]);
  });
});
