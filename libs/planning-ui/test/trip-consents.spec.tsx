/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initReactI18next } from 'react-i18next';
import type { TripConsent } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { ApiError } from '@crescendo/web-auth';
import { TripConsentsPanel, type TripConsentsApi } from '../src/trip-consents.js';

// Issue 28 §6: a 'Sortie''s 'Consentements' for its managers: ask each family, see who agreed.
const eventId = '55555555-5555-4555-8555-555555555555';
const emma = '11111111-1111-4111-8111-111111111111';
const lea = '22222222-2222-4222-8222-222222222222';
const noah = '33333333-3333-4333-8333-333333333333';
const row = (studentId: string, name: string, extra: Partial<TripConsent> = {}): TripConsent => ({
  studentId,
  name,
  status: 'none',
  signer: null,
  signedName: null,
  decidedAt: null,
  ...extra,
});

function apiWith(overrides: Partial<TripConsentsApi> = {}): TripConsentsApi {
  return {
    request: jest.fn(async () => ({
      mailed: 2,
      alreadyGranted: 0,
      notAsked: [{ studentId: emma, name: 'Emma Bouchard', reason: 'parentEmailMissing' as const }],
    })),
    list: jest.fn(async (_eventId: string, cursor?: string) =>
      cursor
        ? { consents: [row(noah, 'Noah Côté', { status: 'pending', signer: 'student' })], nextCursor: null }
        : {
            consents: [
              row(emma, 'Emma Bouchard'),
              row(lea, 'Léa Roy', {
                status: 'granted',
                signer: 'parent',
                signedName: 'Marie Roy',
                decidedAt: '2027-04-20T15:00:00.000Z',
              }),
            ],
            nextCursor: 'next',
          },
    ),
    charge: jest.fn(async () => ({
      charged: 4,
      alreadyCharged: 0,
      replaced: 0,
      notCharged: [
        { studentId: noah, name: 'Noah Côté', kind: 'balance' as const, reason: 'unavailable' as const },
      ],
    })),
    ...overrides,
  };
}

/** A trip with a deposit and a balance, billed: Emma owes both, Léa paid her deposit. */
const billedTrip = {
  deposit: { amountCents: 5000, dueDay: '2027-04-01' },
  balance: { amountCents: 7550, dueDay: '2027-05-01' },
  consentDueDay: '2027-04-15',
};
const billedList = async () => ({
  consents: [
    row(emma, 'Emma Bouchard', {
      deposit: { state: 'owed' as const, amountCents: 5000 },
      balance: { state: 'notCharged' as const, amountCents: null },
    }),
    row(lea, 'Léa Roy', {
      status: 'granted',
      deposit: { state: 'paid' as const, amountCents: 5000 },
      balance: { state: 'owed' as const, amountCents: 7550 },
    }),
  ],
  trip: billedTrip,
  billedAt: '2027-03-01T15:00:00.000Z',
  nextCursor: null,
});

function renderPanel(api: TripConsentsApi) {
  initPreloadedI18n('fr', [initReactI18next]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TripConsentsPanel eventId={eventId} title="Sortie à la Maison symphonique" api={api} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("a 'Sortie''s 'Consentements'", () => {
  it('lists the students with their status and who signed, a page at a time', async () => {
    const api = apiWith();
    const user = renderPanel(api);
    expect(
      screen.getByRole('heading', { name: 'Consentements — Sortie à la Maison symphonique' }),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Élèves de la sortie et leur consentement' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Emma BouchardNon demandé',
      'Léa RoyAccordéSigné par Marie Roy (parent), le 20 avril 2027',
    ]);
    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    await screen.findByText('Noah Côté');
    expect(screen.getByText('En attente')).toBeTruthy();
    expect(api.list).toHaveBeenLastCalledWith(eventId, 'next', expect.anything());
    expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull();
  });

  it("'Demander les consentements' says how many were mailed and who could not be asked, then reads the list again", async () => {
    const api = apiWith();
    const user = renderPanel(api);
    await screen.findByText('Léa Roy');
    const calls = (api.list as jest.Mock).mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Demander les consentements' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('2 courriels envoyés.');
    expect(status.textContent).toContain('Non demandé :');
    expect(within(status).getByRole('listitem').textContent).toBe(
      'Emma Bouchard (aucune adresse courriel d’un parent)',
    );
    expect(api.request).toHaveBeenCalledWith(eventId);
    await waitFor(() => expect((api.list as jest.Mock).mock.calls.length).toBeGreaterThan(calls));
  });

  it("shows the trip's deadlines, each student's deposit and balance, and 'Facturer la sortie'", async () => {
    const api = apiWith({ list: jest.fn(billedList) });
    const user = renderPanel(api);
    const deadlines = await screen.findByRole('list', { name: 'Échéances de la sortie' });
    expect(
      within(deadlines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Acompte : 50,00 $ CAD, au plus tard le 1 avril 2027',
      'Solde : 75,50 $ CAD, au plus tard le 1 mai 2027',
      'Consentements attendus au plus tard le 15 avril 2027',
    ]);
    const list = screen.getByRole('list', { name: 'Élèves de la sortie et leur consentement' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Emma BouchardNon demandéAcompte : À régler (50,00 $ CAD)Solde : Non facturé',
      'Léa RoyAccordéAcompte : Payé (50,00 $ CAD)Solde : À régler (75,50 $ CAD)',
    ]);
    const calls = (api.list as jest.Mock).mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Facturer la sortie' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('4 achats enregistrés.');
    expect(within(status).getByRole('listitem').textContent).toBe(
      'Noah Côté, Solde (finances indisponibles, réessayez plus tard)',
    );
    expect(api.charge).toHaveBeenCalledWith(eventId);
    await waitFor(() => expect((api.list as jest.Mock).mock.calls.length).toBeGreaterThan(calls));
  });

  it('has no billing for an outing without amounts', async () => {
    renderPanel(apiWith());
    await screen.findByText('Léa Roy');
    expect(screen.queryByRole('button', { name: 'Facturer la sortie' })).toBeNull();
    expect(screen.queryByText(/Acompte/)).toBeNull();
  });

  it('shows the server’s reason when the consents cannot be asked', async () => {
    const api = apiWith({
      request: async () => {
        throw new ApiError(409, 'CONFLICT', 'Les consentements se demandent pour une sortie seulement.', {
          messageKey: 'planning.consentsOutingOnly',
        });
      },
    });
    const user = renderPanel(api);
    await user.click(screen.getByRole('button', { name: 'Demander les consentements' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erreur lors de la demande des consentements. Les consentements se demandent pour une sortie seulement.',
    );
  });
});
