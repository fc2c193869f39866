// What the admin's inventory specs share: the signed-in admin, the portal around a page (react-query with the
// portals' defaults, the toasts), a real HTTP API that answers '/me', and an instrument as the API lists it.
// `@crescendo/web-kit/testing` first: it lends jsdom what react-router reads at load.
import { renderSignedIn, startApi, type ApiAnswer, type ApiCall, meAs } from '@crescendo/web-kit/testing';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { InventoryPage } from '../src/inventory/inventory-page.js';

export const organizationId = '00000000-0000-4000-8000-000000000002';

/** The school's administrator, signed in, in French. */
export const adminMe = meAs('admin', { organizationId });

export type AdminApi = Awaited<ReturnType<typeof startApi>>;

/** i18next in French, and the API: '/me' is `me`, anything else `answer`'s. */
export function startAdminApi(
  answer: (call: ApiCall, query: URLSearchParams) => ApiAnswer,
  me: object = adminMe,
): Promise<AdminApi> {
  initPreloadedI18n('fr', [initReactI18next]);
  return startApi((call, query) => (call.path === '/me' ? { status: 200, body: me } : answer(call, query)));
}

/** `page` ('Inventaire' by default) in the portal, signed in against the API at `apiBase`. */
export function renderAdmin(apiBase: string, page: ReactElement = <InventoryPage />) {
  return renderSignedIn(apiBase, page, { toasts: true });
}

/** Instrument `n` of the school as the API lists it: a Yamaha violin 'VIO-000n', available. */
export const inventoryInstrument = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000020${n}`,
  organizationId,
  family: 'cordes',
  type: 'Violon',
  brand: 'Yamaha',
  model: 'V5',
  serialNumber: null,
  assetNumber: `VIO-000${n}`,
  purchaseDate: null,
  priceCents: null,
  condition: 'good',
  location: null,
  notes: null,
  availability: 'available',
  lentTo: null,
  lentToSchoolId: null,
  dueOn: null,
  lastSeenAt: null,
  lastSeenIn: null,
  createdAt: '2026-09-01T12:00:00.000Z',
  ...extra,
});
