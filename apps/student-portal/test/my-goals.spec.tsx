/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initReactI18next } from 'react-i18next';
import type { MyGoal } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { MyGoals } from '../src/goals/my-goals.js';

// Issue 29 §4: 'Mes objectifs' — my days this week out of seven and the group's share, no one else's name;
// nothing at all while there is no goal (the school's gamification policy off answers none).
const goal = (myDays: number, percent: number | null): MyGoal => ({
  goal: {
    id: '00000000-0000-4000-8000-000000000001',
    groupId: '00000000-0000-4000-8000-000000000002',
    title: 'Pratiquer 5 jours sur 7',
    sections: [],
    daysPerWeek: 5,
    startsOn: '2026-11-02',
    endsOn: '2026-12-20',
    createdAt: '2026-11-01T12:00:00.000Z',
  },
  groupName: 'MUS212 — Harmonie',
  thisWeek: { from: '2026-11-23', to: '2026-11-29', daysAsked: 5, counted: 4, reached: 1, percent },
  myDays,
  sections: [],
});

function renderGoals(goals: MyGoal[]) {
  initPreloadedI18n('fr', [initReactI18next]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MyGoals
        load={async () => ({ goals })}
        loadSprints={async () => ({ sprints: [] })}
        loadBadges={async () => ({ badges: [] })}
      />
    </QueryClientProvider>,
  );
}

describe("the student's 'Mes objectifs'", () => {
  it('shows the group’s goal, my days this week out of seven and the group’s share', async () => {
    renderGoals([goal(3, 25)]);
    expect(await screen.findByRole('heading', { name: 'Mes objectifs' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Objectif de l’ensemble — MUS212 — Harmonie' })).toBeTruthy();
    expect(screen.getByText('Cette semaine : 3 jours sur 7')).toBeTruthy();
    expect(screen.getByText('Le groupe cette semaine : 25 % des élèves ont atteint l’objectif')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('25');
    expect(screen.queryByText(/minutes|heures/)).toBeNull();
    expect(screen.queryByText('Objectif atteint cette semaine, bravo !')).toBeNull();
  });

  it('says one day in the singular and congratulates a goal reached', async () => {
    renderGoals([
      {
        ...goal(1, null),
        goal: { ...goal(1, null).goal, daysPerWeek: 1 },
        thisWeek: { ...goal(1, null).thisWeek!, daysAsked: 1, percent: null },
      },
    ]);
    expect(await screen.findByText('Cette semaine : 1 jour sur 7')).toBeTruthy();
    expect(screen.getByText('Objectif atteint cette semaine, bravo !')).toBeTruthy();
    expect(screen.getByText('Le groupe cette semaine : pas encore de compte.')).toBeTruthy();
  });

  it('shows a section goal’s sections side by side, mine marked, no student named', async () => {
    const week = goal(2, 50).thisWeek!;
    renderGoals([
      {
        ...goal(2, 50),
        sections: [
          {
            section: { kind: 'instrument', instrument: 'Flûte' },
            thisWeek: { ...week, percent: 100 },
            mine: false,
          },
          { section: { kind: 'family', family: 'cuivres' }, thisWeek: { ...week, percent: 0 }, mine: true },
          { section: { kind: 'family', family: 'percussions' }, thisWeek: null, mine: false },
        ],
      },
    ]);
    const sections = await screen.findByRole('list', { name: 'Les sections cette semaine' });
    expect([...sections.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Flûte : 100 % des élèves ont atteint l’objectif',
      'Cuivres (ma section) : 0 % des élèves ont atteint l’objectif',
      'Percussions : pas encore de compte',
    ]);
  });

  it('shows nothing at all without a goal', async () => {
    const { container } = renderGoals([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});
