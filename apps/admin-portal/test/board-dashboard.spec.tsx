/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import type { BoardDashboardSchool } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { DashboardProgrammesTable, ProgrammesTable } from '../src/board/dashboard-programmes-table.js';
import { DashboardSchoolsTable } from '../src/board/dashboard-schools-table.js';

const withheld = { withheld: true } as const;
const shown = (value: number | null) => ({ withheld: false, value }) as const;

const crescendo: BoardDashboardSchool = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'École secondaire Crescendo (démo)',
  students: shown(24),
  activeStudents: shown(11),
  practiceMinutes: shown(235),
  handedInPercent: shown(50),
  programmes: [
    {
      programme: 'mus212',
      groups: 2,
      activeStudents: withheld,
      practiceMinutes: withheld,
      handedInPercent: shown(50),
    },
    {
      programme: 'mus312',
      groups: 1,
      activeStudents: shown(5),
      practiceMinutes: shown(75),
      handedInPercent: shown(null),
    },
    {
      programme: 'other',
      groups: 1,
      activeStudents: withheld,
      practiceMinutes: withheld,
      handedInPercent: shown(null),
    },
  ],
};
const harmonie: BoardDashboardSchool = {
  id: '00000000-0000-4000-8000-00000000de01',
  name: 'École secondaire Harmonie (démo)',
  students: withheld,
  activeStudents: withheld,
  practiceMinutes: withheld,
  handedInPercent: shown(null),
  programmes: [],
};

const inFrench = (ui: Parameters<typeof render>[0]) => {
  initPreloadedI18n('fr', [initReactI18next]);
  return render(ui);
};

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the board dashboard', () => {
  it("shows each school's week, '< 5' in place of a figure about fewer than 5 students", () => {
    inFrench(<DashboardSchoolsTable schools={[crescendo, harmonie]} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['École', 'Élèves', 'Élèves actifs', 'Minutes de pratique', 'Devoirs remis']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cells(first!)).toEqual(['24', '11', '235 minutes', '50 %']);
    expect(within(second!).getAllByText('< 5')).toHaveLength(3);
    expect(within(second!).getAllByText('Moins de 5 élèves : chiffre masqué')).toHaveLength(3);
    expect(within(second!).getByTestId('handed-in').textContent).toBe('Aucun devoir dû');
  });

  it("shows a school's programmes by course code, the small and the one that would give it away as '< 5'", () => {
    inFrench(<DashboardProgrammesTable school={crescendo} />);
    const table = within(screen.getByRole('region', { name: `Programmes de ${crescendo.name}` })).getByRole(
      'table',
    );
    const [, mus212, mus312, other] = within(table).getAllByRole('row');
    expect(within(mus212!).getByRole('rowheader').textContent).toBe('MUS212');
    expect(within(mus212!).getAllByText('< 5')).toHaveLength(2);
    expect(cells(mus312!)).toEqual(['1', '5', '75 minutes', 'Aucun devoir dû']);
    expect(within(other!).getByRole('rowheader').textContent).toBe('Autres groupes');
    expect(within(other!).getAllByText('< 5')).toHaveLength(2);
  });

  it('says so when a school has no group', () => {
    inFrench(<DashboardProgrammesTable school={harmonie} />);
    expect(screen.getByRole('heading', { name: harmonie.name })).toBeTruthy();
    expect(screen.getByText('Aucun groupe.')).toBeTruthy();
  });

  it("shows the whole board's programmes under 'Tout le centre de services'", () => {
    inFrench(
      <ProgrammesTable
        title="Tout le centre de services"
        label="Programmes de tout le centre de services"
        programmes={crescendo.programmes}
      />,
    );
    const region = screen.getByRole('region', { name: 'Programmes de tout le centre de services' });
    expect(screen.getByRole('heading', { name: 'Tout le centre de services' })).toBeTruthy();
    const [, mus212] = within(within(region).getByRole('table')).getAllByRole('row');
    expect(within(mus212!).getAllByText('< 5')).toHaveLength(2);
  });
});
