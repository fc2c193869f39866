/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import type { Profile } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';

// The server is a stub: `callRoute` answers what each test says; the session needs no sign-in.
const webAuth = await import('@crescendo/web-auth');
const callRoute = jest.fn<(route: { id: string }, call: { body: unknown }) => Promise<unknown>>();
jest.unstable_mockModule('@crescendo/web-auth', () => ({
  ...webAuth,
  callRoute,
  useAuth: () => ({ me: null, patchMe: jest.fn(), reauthenticate: jest.fn() }),
}));
const { ApiError } = webAuth;
const { ProfileForm } = await import('../src/profile/profile-form.js');
const { PasswordBlock } = await import('../src/security/password-block.js');
const { TeamPage } = await import('../src/team/team-page.js');
const { InstrumentQuestion } = await import('../src/instrument/instrument-question.js');

const profile = {
  id: '11111111-1111-4111-8111-111111111111',
  role: 'student',
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea@example.org',
  emailVerified: true,
  pendingEmail: null,
  phone: null,
  bio: null,
  picture: null,
  organizationId: null,
  instrument: 'Piano',
  twoFactorEnabled: false,
} as unknown as Profile;

/** The text said under an input (its `aria-describedby`). */
const saidUnder = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean);

beforeEach(() => {
  initPreloadedI18n('fr', [initReactI18next]);
  callRoute.mockReset();
});

describe("'Mon Profil' on the profile contract", () => {
  async function editProfile() {
    const onSaved = jest.fn();
    render(<ProfileForm profile={profile} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    return { onSaved, user };
  }

  it('refuses what the contract refuses, in French under each input, and sends nothing', async () => {
    const { user } = await editProfile();
    await user.clear(screen.getByLabelText('Prénom'));
    await user.type(screen.getByLabelText('Prénom'), '   ');
    const email = screen.getByLabelText('Courriel');
    await user.clear(email);
    await user.type(email, 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Adresse courriel invalide.');
    expect(saidUnder(email)).toContain('Adresse courriel invalide.');
    expect(saidUnder(screen.getByLabelText('Prénom'))).toContain('Ce champ est obligatoire.');
    expect(saidUnder(screen.getByLabelText('Nom'))).toEqual([]);
    expect(callRoute).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a field under its input", async () => {
    callRoute.mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', 'Données invalides', {
        fields: { email: 'Cette adresse est déjà utilisée.' },
      }),
    );
    const { onSaved, user } = await editProfile();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Cette adresse est déjà utilisée.');
    expect(saidUnder(screen.getByLabelText('Courriel'))).toContain('Cette adresse est déjà utilisée.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("sends the contract's shape once (trimmed, a blank phone as none)", async () => {
    callRoute.mockImplementation(async (_route, { body }) => ({ ...profile, ...(body as object) }));
    const { onSaved, user } = await editProfile();
    await user.type(screen.getByLabelText('Prénom'), '  ');
    await user.type(screen.getByLabelText('Téléphone'), '   ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(callRoute).toHaveBeenCalledTimes(1);
    expect(callRoute.mock.calls[0]?.[1].body).toEqual({
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea@example.org',
      phone: null,
      bio: null,
      picture: null,
      instrument: 'Piano',
    });
  });
});

describe('the password change on the password contract', () => {
  const fill = async (
    user: ReturnType<typeof userEvent.setup>,
    current: string,
    next: string,
    again: string,
  ) => {
    if (current) await user.type(screen.getByLabelText('Mot de passe actuel'), current);
    if (next) await user.type(screen.getByLabelText('Nouveau mot de passe'), next);
    if (again) await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), again);
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
  };

  it('refuses two different new passwords, then what the contract refuses, under their inputs', async () => {
    render(<PasswordBlock />);
    const user = userEvent.setup();
    await fill(user, '', 'nouveau-secret', 'autre-secret');
    await screen.findByText('Les deux mots de passe ne correspondent pas.');
    expect(saidUnder(screen.getByLabelText('Confirmer le nouveau mot de passe'))).toContain(
      'Les deux mots de passe ne correspondent pas.',
    );
    const confirm = screen.getByLabelText('Confirmer le nouveau mot de passe');
    await user.clear(confirm);
    await fill(user, '', '', 'nouveau-secret');
    await waitFor(() => expect(saidUnder(screen.getByLabelText('Mot de passe actuel'))).toHaveLength(1));
    expect(saidUnder(confirm)).toEqual([]);
    expect(callRoute).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the current password under it", async () => {
    callRoute.mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', 'Données invalides', {
        fields: { currentPassword: 'Le mot de passe actuel est incorrect.' },
      }),
    );
    render(<PasswordBlock />);
    await fill(userEvent.setup(), 'ancien', 'nouveau-secret', 'nouveau-secret');
    await screen.findByText('Le mot de passe actuel est incorrect.');
    expect(saidUnder(screen.getByLabelText('Mot de passe actuel'))).toContain(
      'Le mot de passe actuel est incorrect.',
    );
  });

  it("sends the contract's shape once, without the confirmation, then empties the form", async () => {
    callRoute.mockResolvedValue({ changed: true });
    render(<PasswordBlock />);
    await fill(userEvent.setup(), 'ancien', 'nouveau-secret', 'nouveau-secret');
    await waitFor(() =>
      expect((screen.getByLabelText('Mot de passe actuel') as HTMLInputElement).value).toBe(''),
    );
    expect(callRoute).toHaveBeenCalledTimes(1);
    expect(callRoute.mock.calls[0]?.[1].body).toEqual({
      currentPassword: 'ancien',
      newPassword: 'nouveau-secret',
    });
  });
});

describe("'Inviter un membre' on the invitation contract", () => {
  type Call = { id: string; body?: unknown };
  async function openTeam(invite: (body: unknown) => Promise<unknown>) {
    const calls: Call[] = [];
    callRoute.mockImplementation(async (route, call) => {
      calls.push({ id: route.id, body: call?.body });
      if (route.id === 'listTeam') return { members: [], invitations: [] };
      return invite(call.body);
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <TeamPage />
      </QueryClientProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Inviter un membre' });
    const user = userEvent.setup();
    const send = () => user.click(within(region).getByRole('button', { name: "Envoyer l'invitation" }));
    const invites = () => calls.filter((call) => call.id === 'inviteTeamMember');
    return { region, user, send, invites };
  }

  it('refuses an address the contract refuses, in French under it, and sends nothing', async () => {
    const { region, user, send, invites } = await openTeam(async () => ({}));
    await user.type(within(region).getByLabelText('Courriel'), 'pas-un-courriel');
    await send();
    await within(region).findByText('Adresse courriel invalide.');
    expect(saidUnder(within(region).getByLabelText('Courriel'))).toContain('Adresse courriel invalide.');
    expect(invites()).toEqual([]);
  });

  it("shows the server's refusal of the address under it", async () => {
    const { region, user, send } = await openTeam(async () => {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Données invalides', {
        fields: { email: 'Cette adresse est déjà membre.' },
      });
    });
    await user.type(within(region).getByLabelText('Courriel'), 'prof@example.org');
    await send();
    await within(region).findByText('Cette adresse est déjà membre.');
    expect(saidUnder(within(region).getByLabelText('Courriel'))).toContain('Cette adresse est déjà membre.');
  });

  it("sends the contract's shape once (the address trimmed, lower case), then empties the address", async () => {
    const { region, user, send, invites } = await openTeam(async (body) => ({
      ...(body as object),
      id: 'i1',
      expiresAt: '2026-12-01T00:00:00Z',
    }));
    await user.type(within(region).getByLabelText('Courriel'), '  Prof@Example.org ');
    await user.selectOptions(within(region).getByLabelText('Rôle'), 'admin');
    await send();
    await waitFor(() =>
      expect((within(region).getByLabelText('Courriel') as HTMLInputElement).value).toBe(''),
    );
    expect(invites()).toEqual([
      { id: 'inviteTeamMember', body: { email: 'prof@example.org', role: 'admin' } },
    ]);
  });
});

describe('the first-login instrument question on the instrument contract', () => {
  const answer = () =>
    userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer ma réponse' }));

  it('asks for a family first, then refuses a too short answer as the contract does, in French', async () => {
    render(<InstrumentQuestion />);
    await answer();
    expect((await screen.findByRole('alert')).textContent).toContain("Choisis une famille d'instruments.");
    await userEvent.setup().click(screen.getByLabelText('Percussions', { exact: true }));
    await answer();
    await screen.findByText('Ta réponse doit contenir au moins 3 caractères.');
    expect(callRoute).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the answer", async () => {
    callRoute.mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', 'Données invalides', {
        fields: { instrument: 'Cet instrument est inconnu.' },
      }),
    );
    render(<InstrumentQuestion />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Percussions', { exact: true }));
    await user.click(screen.getByLabelText('Batterie'));
    await answer();
    expect((await screen.findByRole('alert')).textContent).toContain('Cet instrument est inconnu.');
  });

  it("sends the contract's shape once, the percussions joined by commas", async () => {
    callRoute.mockResolvedValue({ ...profile, instrument: 'Batterie, Timbales' });
    render(<InstrumentQuestion />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Percussions', { exact: true }));
    await user.click(screen.getByLabelText('Batterie'));
    await user.click(screen.getByLabelText('Timbales'));
    await answer();
    await waitFor(() => expect(callRoute).toHaveBeenCalledTimes(1));
    expect(callRoute.mock.calls[0]?.[1].body).toEqual({ instrument: 'Batterie, Timbales' });
  });
});
