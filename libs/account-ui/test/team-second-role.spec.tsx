/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import type { TeamMember } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';

// The server is a stub: `callRoute` answers the team and records each change; the session needs no sign-in.
const webAuth = await import('@crescendo/web-auth');
const callRoute =
  jest.fn<(route: { id: string }, call?: { params?: unknown; body?: unknown }) => Promise<unknown>>();
jest.unstable_mockModule('@crescendo/web-auth', () => ({
  ...webAuth,
  callRoute,
  useAuth: () => ({ me: null, patchMe: jest.fn(), reauthenticate: jest.fn() }),
}));
const { TeamPage, rolesAfter } = await import('../src/team/team-page.js');

const head: TeamMember = {
  userId: '11111111-1111-4111-8111-111111111111',
  firstName: 'Hélène',
  lastName: 'Dubé',
  email: 'helene@ecole.test',
  role: 'admin',
  roles: ['admin', 'teacher'],
};
const teacher: TeamMember = {
  userId: '22222222-2222-4222-8222-222222222222',
  firstName: 'Marc',
  lastName: 'Gagnon',
  email: 'marc@ecole.test',
  role: 'teacher',
  roles: ['teacher'],
};
const student: TeamMember = {
  userId: '33333333-3333-4333-8333-333333333333',
  firstName: 'Léa',
  lastName: 'Roy',
  email: 'lea@ecole.test',
  role: 'student',
  roles: ['student'],
};

beforeEach(() => {
  initPreloadedI18n('fr', [initReactI18next]);
  callRoute.mockReset();
});

async function openTeam() {
  const changes: Array<{ params?: unknown; body?: unknown }> = [];
  callRoute.mockImplementation(async (route, call) => {
    if (route.id === 'listTeam') return { members: [head, teacher, student], invitations: [] };
    changes.push({ params: call?.params, body: call?.body });
    return {};
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TeamPage />
    </QueryClientProvider>,
  );
  // The section and its scrolling table both carry the name 'Membres': the section holds it all.
  const [members] = await screen.findAllByRole('region', { name: 'Membres' });
  await within(members).findByText('helene@ecole.test');
  return { members: members!, changes, user: userEvent.setup() };
}

describe("'Équipe': a person's second role in the school", () => {
  it('shows the second role of a person holding two, none for the others, and no second role for a student', async () => {
    const { members } = await openTeam();
    const secondOf = (name: string) => within(members).getByLabelText(`${name} : second rôle`);
    expect(
      within(members)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toContain('Second rôle');
    expect((within(members).getByLabelText('Rôle de Hélène Dubé') as HTMLSelectElement).value).toBe('admin');
    expect((secondOf('Hélène Dubé') as HTMLSelectElement).value).toBe('teacher');
    expect((secondOf('Marc Gagnon') as HTMLSelectElement).value).toBe('');
    expect(
      within(secondOf('Marc Gagnon'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Aucun', 'Administrateur']);
    expect(within(members).queryByLabelText('Léa Roy : second rôle')).toBeNull();
  });

  it('gives a teacher the second role of administrator, and takes a second role away', async () => {
    const { members, changes, user } = await openTeam();
    await user.selectOptions(within(members).getByLabelText('Marc Gagnon : second rôle'), 'admin');
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toEqual({ params: { userId: teacher.userId }, body: { roles: ['teacher', 'admin'] } });

    await user.selectOptions(within(members).getByLabelText('Hélène Dubé : second rôle'), '');
    await waitFor(() => expect(changes).toHaveLength(2));
    expect(changes[1]).toEqual({ params: { userId: head.userId }, body: { roles: ['admin'] } });
  });

  it('keeps the second role when the first changes, unless it no longer goes with it', () => {
    expect(rolesAfter('teacher', null)).toEqual(['teacher']);
    expect(rolesAfter('admin', 'teacher')).toEqual(['admin', 'teacher']);
    expect(rolesAfter('teacher', 'teacher')).toEqual(['teacher']);
    expect(rolesAfter('student', 'teacher')).toEqual(['student']);
  });
});
