/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initReactI18next } from 'react-i18next';
import type { Goal, Group, GroupGoal } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { GroupGoalsPanel } from '../src/goals/group-goals-panel.js';
import type { GroupGoalsApi } from '../src/goals/goals-api.js';

// Issue 29 §4: the group's goals for its teacher — the share per week, who needs encouragement this week
// (named for the teacher alone), 'Ajouter un objectif'; nothing at all while the policy is off.
const group = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'MUS212 — Harmonie',
  viewerCan: ['see', 'teach'],
} as Group;
const ben = '00000000-0000-4000-8000-00000000000b';
const goal: Goal = {
  id: '00000000-0000-4000-8000-000000000001',
  groupId: group.id,
  title: 'Pratiquer 5 jours sur 7',
  sections: [],
  daysPerWeek: 5,
  startsOn: '2026-11-16',
  endsOn: '2026-12-13',
  createdAt: '2026-11-15T12:00:00.000Z',
};
const listed: GroupGoal = {
  goal,
  weeks: [
    { from: '2026-11-16', to: '2026-11-22', daysAsked: 5, counted: 2, reached: 2, percent: 100 },
    { from: '2026-11-23', to: '2026-11-29', daysAsked: 5, counted: 2, reached: 1, percent: 50 },
  ],
  sections: [],
  needEncouragement: [{ studentId: ben, days: 1 }],
};

function renderPanel(api: GroupGoalsApi) {
  initPreloadedI18n('fr', [initReactI18next]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <GroupGoalsPanel group={group} api={api} />
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup() };
}

const apiWith = (over: Partial<GroupGoalsApi> = {}): GroupGoalsApi => ({
  list: async () => ({ goals: [listed] }),
  create: jest.fn(async () => goal),
  remove: jest.fn(async () => ({ removed: true })),
  names: async () => new Map([[ben, 'Ben Tremblay']]),
  ...over,
});

describe("the group's 'Objectifs de l'ensemble'", () => {
  it('shows the share of the group per week and who needs encouragement this week', async () => {
    renderPanel(apiWith());
    expect(await screen.findByRole('heading', { name: 'Objectifs de l’ensemble' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Pratiquer 5 jours sur 7 — 5 jours sur 7' }),
    ).toBeTruthy();
    const weeks = screen.getByRole('list', { name: 'Progrès par semaine de « Pratiquer 5 jours sur 7 »' });
    expect(
      within(weeks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Semaine du 2026-11-16 : 100 % (2 sur 2)', 'Semaine du 2026-11-23 : 50 % (1 sur 2)']);
    expect(screen.getByRole('heading', { name: 'À encourager cette semaine' })).toBeTruthy();
    expect(await screen.findByText('Ben Tremblay : 1 jour')).toBeTruthy();
    expect(screen.queryByText(/minutes|heures/)).toBeNull();
  });

  it('adds a goal, and shows the server’s French refusal', async () => {
    const create = jest.fn(async () => {
      throw Object.assign(new Error('Le champ est invalide.'), {
        code: 'VALIDATION_FAILED',
        fieldMessages: { endsOn: { key: 'goals.periodTooLong' } },
      });
    });
    const { user } = renderPanel(apiWith({ create }));
    await user.type(await screen.findByLabelText('Objectif'), 'Pratiquer 4 jours sur 7');
    await user.clear(screen.getByLabelText('Jours de pratique par semaine'));
    await user.type(screen.getByLabelText('Jours de pratique par semaine'), '4');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’objectif' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        group.id,
        expect.objectContaining({ title: 'Pratiquer 4 jours sur 7', daysPerWeek: 4 }),
      ),
    );
    expect(await screen.findByText('Un objectif couvre au plus une étape (140 jours).')).toBeTruthy();
  });

  it('shows a section goal’s sections side by side, and sets one for a family and an instrument', async () => {
    const week = { from: '2026-11-23', to: '2026-11-29', daysAsked: 5, counted: 2, reached: 1, percent: 50 };
    const sectionGoal: GroupGoal = {
      ...listed,
      goal: {
        ...goal,
        sections: [
          { kind: 'instrument', instrument: 'Flûte' },
          { kind: 'family', family: 'cuivres' },
        ],
      },
      sections: [
        {
          section: { kind: 'instrument', instrument: 'Flûte' },
          weeks: [{ ...week, counted: 1, reached: 1, percent: 100 }],
        },
        {
          section: { kind: 'family', family: 'cuivres' },
          weeks: [{ ...week, counted: 2, reached: 0, percent: 0 }],
        },
      ],
    };
    const create = jest.fn(async () => goal);
    const { user } = renderPanel(apiWith({ list: async () => ({ goals: [sectionGoal] }), create }));
    const sections = await screen.findByRole('list', {
      name: 'Sections de « Pratiquer 5 jours sur 7 », côte à côte',
    });
    expect(
      within(sections)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Flûte — 100 % (1 sur 1)', 'Cuivres — 0 % (0 sur 2)']);

    await user.type(screen.getByLabelText('Objectif'), 'Les bois et les violons');
    await user.click(screen.getByLabelText('Bois'));
    await user.type(screen.getByLabelText('Ou un instrument'), 'Violon');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’objectif' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        group.id,
        expect.objectContaining({
          sections: [
            { kind: 'family', family: 'bois' },
            { kind: 'instrument', instrument: 'Violon' },
          ],
        }),
      ),
    );
  });

  it('shows nothing while the school’s gamification policy is off', async () => {
    const list = jest.fn(async () => {
      throw Object.assign(new Error('off'), { code: 'FORBIDDEN' });
    });
    const { container } = renderPanel(apiWith({ list }));
    await waitFor(() => expect(list).toHaveBeenCalled());
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
