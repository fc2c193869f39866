/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initReactI18next } from 'react-i18next';
import type { Badge, MySprint } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { MyGoals } from '../src/goals/my-goals.js';

// Issue 29 §4 in 'Mes objectifs': the concert sprint running ('Défi', my days of seven, the weeks I reached,
// the group's share) and my own badges — no ranking, nobody else's; nothing at all when there is none.
const groupId = '00000000-0000-4000-8000-000000000002';
const sprint: MySprint = {
  sprint: {
    id: '00000000-0000-4000-8000-000000000001',
    groupId,
    title: 'Défi du concert de Noël',
    daysPerWeek: 4,
    eventId: '00000000-0000-4000-8000-0000000000e1',
    eventTitle: 'Concert de Noël',
    startsOn: '2026-11-20',
    endsOn: '2026-12-17',
    endedOn: null,
    createdAt: '2026-11-19T12:00:00.000Z',
  },
  groupName: 'MUS212 — Harmonie',
  thisWeek: { from: '2026-11-23', to: '2026-11-29', daysAsked: 4, counted: 5, reached: 3, percent: 60 },
  myDays: 4,
  myWeeksReached: 1,
};
const badge: Badge & { groupName: string } = {
  id: '00000000-0000-4000-8000-0000000000b1',
  groupId,
  studentId: '00000000-0000-4000-8000-00000000000a',
  kind: 'tempo',
  label: null,
  evidence: '96 à la noire',
  grantedAt: '2026-11-28T15:00:00.000Z',
  groupName: 'MUS212 — Harmonie',
};

function renderMine(sprints: MySprint[], badges: Array<Badge & { groupName: string }>) {
  initPreloadedI18n('fr', [initReactI18next]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MyGoals
        load={async () => ({ goals: [] })}
        loadSprints={async () => ({ sprints })}
        loadBadges={async () => ({ badges })}
      />
    </QueryClientProvider>,
  );
}

describe("the student's sprints and badges in 'Mes objectifs'", () => {
  it('shows the sprint’s concert, my days of seven, my weeks reached and the group’s share', async () => {
    renderMine([sprint], []);
    expect(await screen.findByRole('heading', { name: 'Mes objectifs' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Défi — MUS212 — Harmonie' })).toBeTruthy();
    expect(screen.getByText('Jusqu’à « Concert de Noël » le 2026-12-17')).toBeTruthy();
    expect(screen.getByText('Cette semaine : 4 jours sur 7')).toBeTruthy();
    expect(screen.getByText('1 semaine réussie jusqu’ici')).toBeTruthy();
    expect(screen.getByText('Objectif atteint cette semaine, bravo !')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('60');
    expect(screen.queryByText(/minutes|heures|rang|classement/i)).toBeNull();
  });

  it('lists my own badges with the evidence my teacher confirmed', async () => {
    renderMine(
      [],
      [
        badge,
        {
          ...badge,
          id: '00000000-0000-4000-8000-0000000000b2',
          kind: 'custom',
          label: 'Solo en section',
          evidence: null,
        },
      ],
    );
    const list = await screen.findByRole('list', { name: 'Mes badges' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Tempo atteint (96 à la noire) — MUS212 — Harmonie, le 2026-11-28',
      'Solo en section — MUS212 — Harmonie, le 2026-11-28',
    ]);
  });

  it('shows nothing at all without a sprint, a badge or a goal', async () => {
    const { container } = renderMine([], []);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});
