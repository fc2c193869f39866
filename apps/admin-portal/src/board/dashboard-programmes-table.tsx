import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardDashboardSchool, BoardProgrammeFigures, BoardProgrammeName } from '@crescendo/contracts';
import { PagedTable } from '@crescendo/web-kit';
import { figureColumns } from './dashboard-schools-table.js';

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
      <PagedTable
        label={label}
        className="board-table"
        rows={programmes}
        rowKey={(programme) => programme.programme}
        rowTestId="dashboard-programme"
        empty={<p className="board-none">{t('dashboard.noProgramme')}</p>}
        columns={[
          {
            key: 'programme',
            header: t('dashboard.columns.programme'),
            rowHeader: true,
            cell: (programme) => nameOf(programme.programme),
          },
          {
            key: 'groups',
            header: t('dashboard.columns.groups'),
            className: 'board-number',
            cell: (programme) => programme.groups,
          },
          ...figureColumns<BoardProgrammeFigures>(t),
        ]}
      />
    </section>
  );
}
