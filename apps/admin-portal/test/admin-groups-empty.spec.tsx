/**
 * @jest-environment jsdom
 */
import { notFound, renderSignedIn, startApi, meAs } from '@crescendo/web-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { AdminGroupsPage } from '../src/groups/admin-groups-page.js';

const organizationId = '00000000-0000-4000-8000-000000000002';
const me = meAs('admin', { organizationId });
const teacher = {
  id: '00000000-0000-4000-8000-000000000005',
  role: 'teacher',
  firstName: 'Marc',
  lastName: 'Gagnon',
  email: 'prof@ecole.test',
  instrument: null,
};

/** The page as the portal shows it. */
const portalPage = (
  <MemoryRouter initialEntries={['/admin/groupes']}>
    <AdminGroupsPage />
  </MemoryRouter>
);

/** Issue 32 §6: the admin's 'Groupes' without a group offers what the teacher's does (spec §2). */
describe("the admin's empty 'Groupes'", () => {
  let api: Awaited<ReturnType<typeof startApi>>;

  beforeAll(async () => {
    initPreloadedI18n('fr', [initReactI18next]);
    api = await startApi(({ path }) => {
      if (path === '/me') return { status: 200, body: me };
      if (path === '/groups') return { status: 200, body: { groups: [], canCreateSampleGroups: false } };
      if (path === '/profiles/lookup') return { status: 200, body: { profiles: [teacher] } };
      return notFound;
    });
  });
  afterAll(() => api.close());

  it("has 'Créer Votre Premier Groupe', which opens the new group's form, and the Teams import's notice", async () => {
    renderSignedIn(api.apiBase, portalPage);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Importer depuis Microsoft Teams' }));
    await screen.findByText("L'import depuis Microsoft Teams est à implémenter.");

    await user.click(screen.getByRole('button', { name: 'Créer Votre Premier Groupe' }));
    // The kit's dialog is a lazy chunk: the first one compiles it (seconds on a busy machine).
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(within(dialog).getByText(/Marc Gagnon/)).toBeTruthy();
  }, 30_000);
});
