/**
 * @jest-environment jsdom
 */
import { notFound, renderSignedIn, startApi, meAs } from '@crescendo/web-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { GroupsPage } from '../src/groups/groups-page.js';

const me = meAs('teacher');
const course = {
  id: 'course-1',
  name: 'Harmonie MUS212',
  section: null,
  description: null,
  creationTime: '2026-09-02T12:00:00.000Z',
  courseState: 'ACTIVE',
  enrollmentCode: null,
  imported: false,
};

function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

/** The groups' page reached at `at`, the address it ends at shown. */
const groupsAt = (at: string) => (
  <MemoryRouter initialEntries={[at]}>
    <Address />
    <Routes>
      <Route path="/teacher" element={<Outlet context={{ groupId: null, setGroupId: () => undefined }} />}>
        <Route path="groupes" element={<GroupsPage />} />
      </Route>
    </Routes>
  </MemoryRouter>
);

/**
 * Issue 32 §5: Google sends the browser back to the page that started the connection
 * (`?auth=google_success&classroom=courses`): the course selection opens at once, the marks leave the address.
 */
describe("'Groupes' back from connecting Google", () => {
  let api: Awaited<ReturnType<typeof startApi>>;

  beforeAll(async () => {
    initPreloadedI18n('fr', [initReactI18next]);
    api = await startApi(({ path }) => {
      if (path === '/me') return { status: 200, body: me };
      if (path === '/groups') return { status: 200, body: { groups: [], canCreateSampleGroups: false } };
      if (path === '/classroom/connection')
        return {
          status: 200,
          body: { connected: true, email: 'prof@gmail.test', connectedAt: '2026-09-02T12:00:00.000Z' },
        };
      if (path === '/classroom/courses') return { status: 200, body: { courses: [course] } };
      return notFound;
    });
  });
  afterAll(() => api.close());

  it('opens the course selection at once, and cleans the address', async () => {
    renderSignedIn(api.apiBase, groupsAt('/teacher/groupes?auth=google_success&classroom=courses'));
    // The kit's dialog is a lazy chunk: the first one compiles it (seconds on a busy machine).
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(within(dialog).getByText(/Harmonie MUS212/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/teacher/groupes'));
    expect(api.calls.filter((call) => call.path === '/classroom/courses')).toHaveLength(1);
  });
});
