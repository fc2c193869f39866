/**
 * @jest-environment jsdom
 */
import { notFound, renderSignedIn, startApi, meAs } from '@crescendo/web-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { TeacherProfilePage } from '../src/profile-page.js';
import { TeacherPurchasesPage } from '../src/purchases/teacher-purchases-page.js';

const teacherId = '00000000-0000-4000-8000-000000000001';
const organizationId = '00000000-0000-4000-8000-000000000002';
const studentId = '00000000-0000-4000-8000-000000000003';
const me = meAs('teacher', { id: teacherId, organizationId });
const profile = {
  ...me,
  pendingEmail: null,
  phone: null,
  bio: null,
  picture: null,
  twoFactorEnabled: false,
  createdAt: '2026-09-01T12:00:00.000Z',
  updatedAt: '2026-09-01T12:00:00.000Z',
};
const group = {
  id: '00000000-0000-4000-8000-000000000004',
  name: 'Harmonie',
  description: null,
  teacherId,
  teacherIds: [teacherId],
  studentIds: [studentId],
  viewerCan: ['see', 'teach', 'manage'],
  studentCount: 1,
  organizationId,
  connectionCode: 'ABC123',
  source: 'manual',
  externalId: null,
  importedAt: null,
  schoolYear: '2026-2027',
  archived: false,
  createdAt: '2026-09-01T12:00:00.000Z',
  updatedAt: '2026-09-01T12:00:00.000Z',
};

/** The page as the portal shows it. */
const portalPage = (
  <MemoryRouter initialEntries={['/teacher/profil']}>
    <nav>
      <Link to="/teacher/profil">profil</Link> <Link to="/teacher/achats">achats</Link>
    </nav>
    <Routes>
      <Route path="/teacher" element={<Outlet context={{ groupId: null, setGroupId: () => undefined }} />}>
        <Route path="profil" element={<TeacherProfilePage />} />
        <Route path="achats" element={<TeacherPurchasesPage />} />
      </Route>
    </Routes>
  </MemoryRouter>
);

/**
 * Issue 32 §4: the teacher's 'Mon Profil' has the student's 'Paramètres de l'Application'; the currency chosen
 * there is the purchase form's first choice, and English switches the screens. A real HTTP server answers.
 */
describe("the teacher's 'Paramètres de l'Application'", () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let settings = { ...me.settings };

  beforeAll(async () => {
    initPreloadedI18n('fr', [initReactI18next]);
    api = await startApi(({ method, path, body }) => {
      if (path === '/me') return { status: 200, body: { ...me, settings } };
      if (path === '/profile') return { status: 200, body: { ...profile, settings } };
      if (method === 'PATCH' && path === '/settings') {
        settings = { ...settings, ...(body as Partial<typeof settings>) };
        return { status: 200, body: settings };
      }
      if (path === '/groups') return { status: 200, body: { groups: [group], canCreateSampleGroups: false } };
      // The profile's 'Rappels' (issue 28 §3).
      if (path === '/planning/reminder-settings')
        return { status: 200, body: { dayBefore: true, twoHoursBefore: true, byEmail: true, byPush: true } };
      return notFound;
    });
  });
  afterAll(() => api.close());

  it('saves the currency the purchase form then starts with, and switches to English', async () => {
    renderSignedIn(api.apiBase, portalPage);
    const user = userEvent.setup();
    // The profile page also holds 'Rappels' now: a role query over it takes longer than the default second.
    const panel = (
      await screen.findByRole('heading', { name: "Paramètres de l'Application" }, { timeout: 10_000 })
    ).closest('section')!;
    await user.selectOptions(within(panel).getByLabelText('Devise'), 'EUR');
    await screen.findByText('Paramètres enregistrés.');
    expect(api.calls).toContainEqual({ method: 'PATCH', path: '/settings', body: { currency: 'EUR' } });

    await user.click(screen.getByRole('link', { name: 'achats' }));
    const record = await screen.findByRole('button', { name: 'Enregistrer un achat' });
    await waitFor(() => expect(record).toHaveProperty('disabled', false));
    await user.click(record);
    // The kit's dialog is a lazy chunk: the first one compiles it (seconds on a busy machine).
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(within(dialog).getByLabelText('Devise')).toHaveProperty('value', 'EUR');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('link', { name: 'profil' }));
    const again = (await screen.findByRole('heading', { name: "Paramètres de l'Application" })).closest(
      'section',
    )!;
    expect(within(again).getByLabelText('Devise')).toHaveProperty('value', 'EUR');
    await user.selectOptions(within(again).getByLabelText('Langue'), 'en');
    await screen.findByRole('heading', { name: 'Application Settings' });
    await screen.findByText('Settings saved.');
  }, 40_000);
});
