import { useTranslation } from 'react-i18next';
import type { BoardDashboardSchool } from '@crescendo/contracts';
import { TableScroll } from '@crescendo/ui';
import { BoardFigure } from './board-figure.js';

/** 'Par école': each school's students and week; on a phone the table scrolls in its own box. */
export function DashboardSchoolsTable({ schools }: { schools: readonly BoardDashboardSchool[] }) {
  const { t } = useTranslation('board');
  return (
    <TableScroll label={t('dashboard.tableLabel')}>
      <table className="board-table">
        <thead>
          <tr>
            <th scope="col">{t('dashboard.columns.school')}</th>
            <th scope="col" className="board-number">
              {t('dashboard.columns.students')}
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
          {schools.map((school) => (
            <tr key={school.id} data-testid="dashboard-school">
              <th scope="row">{school.name}</th>
              <td className="board-number" data-testid="students">
                <BoardFigure figure={school.students} unit="count" />
              </td>
              <td className="board-number" data-testid="active">
                <BoardFigure figure={school.activeStudents} unit="count" />
              </td>
              <td className="board-number" data-testid="practice">
                <BoardFigure figure={school.practiceMinutes} unit="minutes" />
              </td>
              <td className="board-number" data-testid="handed-in">
                <BoardFigure figure={school.handedInPercent} unit="percent" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
