/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import type { Badge, Group, GroupSprint, Sprint } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { toast } from '@crescendo/ui';
import { GroupBadgesPanel } from '../src/goals/group-badges-panel.js';
import { GroupSprintsPanel } from '../src/goals/group-sprints-panel.js';
import type { MotivationApi } from '../src/goals/motivation-api.js';

// Issue 29 §4 for the group's teacher: 'Défis de concert' (four weeks ending on one of the group's events,
// days out of seven) and 'Badges' ('Badge accordé'); nothing at all while the gamification policy is off.
const ana = '00000000-0000-4000-8000-00000000000a';
const ben = '00000000-0000-4000-8000-00000000000b';
const group = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'MUS212 — Harmonie',
  viewerCan: ['see', 'teach'],
  studentIds: [ana, ben],
} as unknown as Group;
const sprint: Sprint = {
  id: '00000000-0000-4000-8000-000000000001',
  groupId: group.id,
  title: 'Défi du concert de Noël',
  daysPerWeek: 4,
  eventId: '00000000-0000-4000-8000-0000000000e1',
  eventTitle: 'Concert de Noël',
  startsOn: '2026-11-20',
  endsOn: '2026-12-17',
  endedOn: null,
  createdAt: '2026-11-19T12:00:00.000Z',
};
const listed: GroupSprint = {
  sprint,
  weeks: [
    { from: '2026-11-20', to: '2026-11-22', daysAsked: 3, counted: 2, reached: 2, percent: 100 },
    { from: '2026-11-23', to: '2026-11-29', daysAsked: 4, counted: 2, reached: 1, percent: 50 },
  ],
  needEncouragement: [{ studentId: ben, days: 2 }],
};
const badge: Badge = {
  id: '00000000-0000-4000-8000-0000000000b1',
  groupId: group.id,
  studentId: ana,
  kind: 'tempo',
  label: null,
  evidence: '96 à la noire',
  grantedAt: '2026-11-28T15:00:00.000Z',
};

const apiWith = (over: Partial<MotivationApi> = {}): MotivationApi => ({
  sprints: async () => ({ sprints: [listed] }),
  events: async () => ({
    events: [
      {
        occurrenceId: '00000000-0000-4000-8000-0000000000c1',
        eventId: sprint.eventId,
        title: 'Concert de Noël',
        type: 'concert',
        day: '2026-12-17',
      },
    ],
  }),
  startSprint: jest.fn(async () => sprint),
  endSprint: jest.fn(async () => ({ ...sprint, endedOn: '2026-11-29' })),
  badges: async () => ({ badges: [badge] }),
  grantBadge: jest.fn(async () => badge),
  removeBadge: jest.fn(async () => ({ removed: true })),
  names: async () =>
    new Map([
      [ana, 'Ana Roy'],
      [ben, 'Ben Tremblay'],
    ]),
  ...over,
});

function renderWith(element: ReactElement) {
  initPreloadedI18n('fr', [initReactI18next]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
  return { ...view, user: userEvent.setup() };
}

const off = async () => {
  throw Object.assign(new Error('off'), { code: 'FORBIDDEN' });
};

describe("the group's 'Défis de concert'", () => {
  it('shows each sprint’s event, weeks and who needs encouragement, in days never minutes', async () => {
    renderWith(<GroupSprintsPanel group={group} api={apiWith()} />);
    expect(await screen.findByRole('heading', { name: 'Défis de concert' })).toBeTruthy();
    expect(await screen.findByText('Se termine avec « Concert de Noël » le 2026-12-17')).toBeTruthy();
    const weeks = screen.getByRole('list', {
      name: 'Progrès par semaine du défi « Défi du concert de Noël »',
    });
    expect(
      within(weeks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Semaine du 2026-11-20 : 100 % (2 sur 2)', 'Semaine du 2026-11-23 : 50 % (1 sur 2)']);
    expect(await screen.findByText('Ben Tremblay : 2 jours')).toBeTruthy();
    expect(screen.queryByText(/\d+ ?(min|minutes|heures?)\b/)).toBeNull();
  });

  it('starts a sprint on one of the group’s events, and ends one', async () => {
    const api = apiWith();
    const { user } = renderWith(<GroupSprintsPanel group={group} api={api} />);
    await user.type(await screen.findByLabelText('Nom du défi'), 'Défi de Noël');
    const select = screen.getByLabelText('Événement qui clôt le défi');
    await screen.findByRole('option', { name: 'Concert de Noël — 2026-12-17' });
    await user.selectOptions(select, '00000000-0000-4000-8000-0000000000c1');
    await user.click(screen.getByRole('button', { name: 'Lancer le défi' }));
    await waitFor(() =>
      expect(api.startSprint).toHaveBeenCalledWith(group.id, {
        title: 'Défi de Noël',
        occurrenceId: '00000000-0000-4000-8000-0000000000c1',
        daysPerWeek: 4,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Terminer le défi « Défi du concert de Noël »' }));
    await waitFor(() => expect(api.endSprint).toHaveBeenCalledWith(sprint.id));
  });

  it('shows nothing while the gamification policy is off', async () => {
    const sprints = jest.fn(off);
    const { container } = renderWith(<GroupSprintsPanel group={group} api={apiWith({ sprints })} />);
    await waitFor(() => expect(sprints).toHaveBeenCalled());
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});

describe("the group's 'Badges'", () => {
  it('grants a badge for evidence → « Badge accordé », and lists those granted', async () => {
    const success = jest.spyOn(toast, 'success');
    const api = apiWith();
    const { user } = renderWith(<GroupBadgesPanel group={group} api={api} />);
    expect(await screen.findByText('Tempo atteint — Ana Roy (96 à la noire)')).toBeTruthy();
    await screen.findByRole('option', { name: 'Ben Tremblay' });
    await user.selectOptions(screen.getByLabelText('Élève'), ben);
    await user.selectOptions(screen.getByLabelText('Badge'), 'scale');
    await user.type(screen.getByLabelText('Preuve constatée (facultatif)'), 'Si bémol majeur');
    await user.click(screen.getByRole('button', { name: 'Accorder un badge' }));
    await waitFor(() =>
      expect(api.grantBadge).toHaveBeenCalledWith(group.id, {
        studentId: ben,
        kind: 'scale',
        label: null,
        evidence: 'Si bémol majeur',
      }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Badge accordé'));
    success.mockRestore();
  });

  it('names a custom badge, and shows the server’s French refusal', async () => {
    const grantBadge = jest.fn(async () => {
      throw Object.assign(new Error('Le champ est invalide.'), {
        code: 'VALIDATION_FAILED',
        fieldMessages: { label: { key: 'badges.labelRequired' } },
      });
    });
    const { user } = renderWith(<GroupBadgesPanel group={group} api={apiWith({ grantBadge })} />);
    await screen.findByRole('option', { name: 'Ana Roy' });
    await user.selectOptions(screen.getByLabelText('Élève'), ana);
    await user.selectOptions(screen.getByLabelText('Badge'), 'custom');
    expect(screen.getByLabelText('Nom du badge')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accorder un badge' }));
    expect(await screen.findByText('Nommez ce badge.')).toBeTruthy();
  });

  it('shows nothing while the gamification policy is off', async () => {
    const badges = jest.fn(off);
    const { container } = renderWith(<GroupBadgesPanel group={group} api={apiWith({ badges })} />);
    await waitFor(() => expect(badges).toHaveBeenCalled());
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
