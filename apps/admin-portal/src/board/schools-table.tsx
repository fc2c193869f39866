import { useTranslation } from 'react-i18next';
import type { BoardSchool } from '@crescendo/contracts';
import { sayDuration } from '@crescendo/i18n';
import {
  PagedTable,
  RowActions,
  useLanguage,
  type NoPaging,
  type TablePages,
  type TablePaging,
} from '@crescendo/web-kit';
import { WithheldFigure } from './withheld-figure.js';

export interface SchoolsTableProps {
  /** The pages loaded so far. */
  schools: readonly BoardSchool[];
  /** The infinite query they come from: its loading, its failure and 'Charger plus'. */
  pages?: TablePages;
  onInvite: (school: BoardSchool) => void;
  onMoveTeacher: (school: BoardSchool) => void;
  onEditAlias: (school: BoardSchool) => void;
}

/**
 * 'Écoles': each school with its teachers, students, groups and this week's practice, and its Keycloak alias; a
 * school of fewer than 5 students shows '< 5' for its students and its minutes. On a phone the table scrolls in
 * its own box; 'Charger plus' under it while the server has another page.
 */
export function SchoolsTable({ schools, pages, onInvite, onMoveTeacher, onEditAlias }: SchoolsTableProps) {
  const { t } = useTranslation(['translation', 'board']);
  const lang = useLanguage();
  const withheld = (school: BoardSchool, figure: number | null) =>
    school.smallCohort || figure === null ? <WithheldFigure /> : figure;
  const paging: TablePaging | NoPaging = pages
    ? {
        pages,
        loadMoreLabel: t('board:schools.loadMore'),
        loadingMoreLabel: t('app.loadingShort'),
        loadMoreClassName: 'board-more',
      }
    : {};
  return (
    <PagedTable
      label={t('board:schools.tableLabel')}
      className="board-table"
      rows={schools}
      rowKey={(school) => school.id}
      rowTestId="board-school"
      empty={t('board:schools.empty')}
      {...paging}
      columns={[
        {
          key: 'name',
          header: t('board:schools.columns.name'),
          rowHeader: true,
          cell: (school) => school.name,
        },
        {
          key: 'teachers',
          header: t('board:schools.columns.teachers'),
          className: 'board-number',
          cell: (school) => school.teachers,
        },
        {
          key: 'students',
          header: t('board:schools.columns.students'),
          className: 'board-number',
          testId: 'students',
          cell: (school) => withheld(school, school.students),
        },
        {
          key: 'groups',
          header: t('board:schools.columns.groups'),
          className: 'board-number',
          cell: (school) => school.groups,
        },
        {
          key: 'practice',
          header: t('board:schools.columns.practice'),
          className: 'board-number',
          testId: 'practice',
          cell: (school) =>
            school.smallCohort || school.practiceMinutesThisWeek === null ? (
              <WithheldFigure />
            ) : (
              sayDuration('minutes', school.practiceMinutesThisWeek, lang)
            ),
        },
        {
          key: 'alias',
          header: t('board:schools.columns.alias'),
          testId: 'alias',
          cell: (school) => school.alias ?? t('board:schools.noAlias'),
        },
        {
          key: 'actions',
          header: t('board:schools.columns.actions'),
          cell: (school) => (
            <RowActions
              className="board-row-actions"
              actions={[
                {
                  label: t('board:invite.open'),
                  name: t('board:invite.openNamed', { school: school.name }),
                  onClick: () => onInvite(school),
                },
                {
                  label: t('board:move.open'),
                  name: t('board:move.openNamed', { school: school.name }),
                  onClick: () => onMoveTeacher(school),
                },
                {
                  label: t('board:alias.open'),
                  name: t('board:alias.openNamed', { school: school.name }),
                  onClick: () => onEditAlias(school),
                },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
