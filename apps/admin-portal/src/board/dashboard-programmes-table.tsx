import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardDashboardSchool, BoardProgrammeFigures, BoardProgrammeName } from '@crescendo/contracts';
import { TableScroll } from '@crescendo/ui';
import { BoardFigure } from './board-figure.js';

/** A programme's name: its course code as the school writes it (MUS212), or 'Autres groupes'. */
export function useProgrammeName() {
  const { t } = useTranslation('board');
  return (programme: BoardProgrammeName) =>
    programme === 'other' ? t('dashboard.programme.other') : programme.toUpperCase();
}

/** 'Par programme': one school's programmes with their groups and week. */
export function DashboardProgrammesTable({ school }: { school: BoardDashboardSchool }) {
  const { t } = useTranslation('board');
  return (
    <ProgrammesTable
      title={school.name}
      label={t('dashboard.programmesLabel', { school: school.name })}
      programmes={school.programmes}
    />
  );
}

/** Programmes with their groups and week under a heading: a school's, or the whole board's totals. */
export function ProgrammesTable({
  title,
  label,
  programmes,
}: {
  title: string;
  label: string;
  programmes: readonly BoardProgrammeFigures[];
}) {
  const { t } = useTranslation('board');
  const nameOf = useProgrammeName();
  const heading = useId();
  return (
    <section className="board-programmes" aria-labelledby={heading} data-testid="dashboard-programmes">
      <h2 id={heading}>{title}</h2>
      {programmes.length === 0 ? (
        <p className="board-none">{t('dashboard.noProgramme')}</p>
      ) : (
        <TableScroll label={label}>
          <table className="board-table">
            <thead>
              <tr>
                <th scope="col">{t('dashboard.columns.programme')}</th>
                <th scope="col" className="board-number">
                  {t('dashboard.columns.groups')}
                </th>
                <th scope="col" className="board-number">
                  {t('dashboard.columns.activeStudents')}
                </th>
                <th scope="col" className="board-number">
                  {t('dashboard.columns.practice')}
                </th>
                <th scope="col" className="board-number">
                  {t('dashboard.columns.handedIn')}
                </th>
              </tr>
            </thead>
            <tbody>
              {programmes.map((programme) => (
                <tr key={programme.programme} data-testid="dashboard-programme">
                  <th scope="row">{nameOf(programme.programme)}</th>
                  <td className="board-number">{programme.groups}</td>
                  <td className="board-number" data-testid="active">
                    <BoardFigure figure={programme.activeStudents} unit="count" />
                  </td>
                  <td className="board-number" data-testid="practice">
                    <BoardFigure figure={programme.practiceMinutes} unit="minutes" />
                  </td>
                  <td className="board-number" data-testid="handed-in">
                    <BoardFigure figure={programme.handedInPercent} unit="percent" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
