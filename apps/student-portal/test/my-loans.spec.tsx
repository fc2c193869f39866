/**
 * @jest-environment jsdom
 */
import { notFound, renderSignedIn, startApi, meAs } from '@crescendo/web-kit/testing';
import { screen, within } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { MyLoans } from '../src/inventory/my-loans.js';

const organizationId = '00000000-0000-4000-8000-000000000002';
const studentId = '00000000-0000-4000-8000-000000000003';
const me = meAs('student', { id: studentId, organizationId });
const instrumentLoan = {
  id: '00000000-0000-4000-8000-000000000101',
  organizationId,
  instrumentId: '00000000-0000-4000-8000-000000000201',
  assetNumber: 'CR-0001',
  family: 'bois',
  type: 'Flûte',
  studentId,
  lentBy: null,
  lentAt: '2026-09-01T12:00:00.000Z',
  dueOn: '2027-06-30',
  overdue: false,
  returnedAt: null,
  returnCondition: null,
  damage: null,
  chargedCents: null,
  notes: null,
  // 'Entente de prêt' (issue 27 §4): the family signed.
  agreementRequired: true,
  agreement: {
    status: 'granted',
    signer: 'parent',
    signedName: 'Nadia Roy',
    decidedAt: '2026-09-02T12:00:00.000Z',
  },
};
const uniformLoan = {
  id: '00000000-0000-4000-8000-000000000102',
  organizationId,
  uniformId: '00000000-0000-4000-8000-000000000202',
  number: 'U-042',
  size: 'M',
  type: 'jacket',
  studentId,
  lentBy: null,
  lentAt: '2026-09-02T12:00:00.000Z',
  dueOn: '2026-11-20',
  overdue: true,
  returnedAt: null,
  returnCondition: null,
};

/** Issue 27 §1, §3: 'Mes prêts' lists the student's instruments and uniforms, with due dates and 'En retard'. */
describe("the student's 'Mes prêts'", () => {
  let api: Awaited<ReturnType<typeof startApi>>;

  beforeAll(async () => {
    initPreloadedI18n('fr', [initReactI18next]);
    api = await startApi(({ path }, query) => {
      if (path === '/me') return { status: 200, body: me };
      if (path === '/inventory/loans' && query.get('state') === 'open')
        return { status: 200, body: { loans: [instrumentLoan], nextCursor: null } };
      if (path === '/inventory/uniform-loans' && query.get('state') === 'open')
        return { status: 200, body: { loans: [uniformLoan], nextCursor: null } };
      return notFound;
    });
  });
  afterAll(() => api.close());

  it('shows the uniform lent beside the instrument, with its number, size, due date, lateness and agreement', async () => {
    renderSignedIn(api.apiBase, <MyLoans />, { queryDefaults: { queries: { retry: false } } });
    const section = await screen.findByRole('region', { name: 'Mes prêts' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      // The instrument's loan has its condition photos (decision 0072) behind 'Photos'.
      'Flûte (CR-0001) — À rendre le 2027-06-30 · Entente signée Photos',
      'Veston (U-042, taille M) — À rendre le 2026-11-20 En retard',
    ]);
  });
});
