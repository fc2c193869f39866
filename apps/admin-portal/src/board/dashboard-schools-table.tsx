import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { BoardDashboardSchool, BoardProgrammeFigures } from '@crescendo/contracts';
import { DataTable, type TableColumn } from '@crescendo/web-kit';
import { BoardFigure } from './board-figure.js';

/** A school's or a programme's week: its active students, its practice and the homework handed in. */
type WeekFigures = Pick<BoardProgrammeFigures, 'activeStudents' | 'practiceMinutes' | 'handedInPercent'>;

/** The dashboard's three figure columns, the same for a school and for a programme. */
export function figureColumns<Row extends WeekFigures>(t: TFunction<'board'>): Array<TableColumn<Row>> {
  return [
    {
      key: 'active',
      header: t('dashboard.columns.activeStudents'),
      className: 'board-number',
      testId: 'active',
      cell: (row) => <BoardFigure figure={row.activeStudents} unit="count" />,
    },
    {
      key: 'practice',
      header: t('dashboard.columns.practice'),
      className: 'board-number',
      testId: 'practice',
      cell: (row) => <BoardFigure figure={row.practiceMinutes} unit="minutes" />,
    },
    {
      key: 'handed-in',
      header: t('dashboard.columns.handedIn'),
      className: 'board-number',
      testId: 'handed-in',
      cell: (row) => <BoardFigure figure={row.handedInPercent} unit="percent" />,
    },
  ];
}

/** 'Par école': each school's students and week; on a phone the table scrolls in its own box. */
export function DashboardSchoolsTable({ schools }: { schools: readonly BoardDashboardSchool[] }) {
  const { t } = useTranslation('board');
  return (
    <DataTable
      label={t('dashboard.tableLabel')}
      className="board-table"
      rows={schools}
      rowKey={(school) => school.id}
      rowTestId="dashboard-school"
      columns={[
        {
          key: 'school',
          header: t('dashboard.columns.school'),
          rowHeader: true,
          cell: (school) => school.name,
        },
        {
          key: 'students',
          header: t('dashboard.columns.students'),
          className: 'board-number',
          testId: 'students',
          cell: (school) => <BoardFigure figure={school.students} unit="count" />,
        },
        ...figureColumns<BoardDashboardSchool>(t),
      ]}
    />
  );
}
