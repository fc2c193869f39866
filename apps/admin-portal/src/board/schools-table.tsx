import { useTranslation } from 'react-i18next';
import type { BoardSchool } from '@crescendo/contracts';
import { sayDuration } from '@crescendo/i18n';
import { Button, TableScroll } from '@crescendo/ui';
import { useLanguage } from '@crescendo/web-kit';
import { WithheldFigure } from './withheld-figure.js';

export interface SchoolsTableProps {
  /** The pages loaded so far. */
  schools: readonly BoardSchool[];
  onInvite: (school: BoardSchool) => void;
  onMoveTeacher: (school: BoardSchool) => void;
  onEditAlias: (school: BoardSchool) => void;
}

/**
 * 'Écoles': each school with its teachers, students, groups and this week's practice, and its Keycloak alias; a
 * school of fewer than 5 students shows '< 5' for its students and its minutes. On a phone the table scrolls in
 * its own box.
 */
export function SchoolsTable({ schools, onInvite, onMoveTeacher, onEditAlias }: SchoolsTableProps) {
  const { t } = useTranslation('board');
  const lang = useLanguage();
  return (
    <TableScroll label={t('schools.tableLabel')}>
      <table className="board-table">
        <thead>
          <tr>
            <th scope="col">{t('schools.columns.name')}</th>
            <th scope="col" className="board-number">
              {t('schools.columns.teachers')}
            </th>
            <th scope="col" className="board-number">
              {t('schools.columns.students')}
            </th>
            <th scope="col" className="board-number">
              {t('schools.columns.groups')}
            </th>
            <th scope="col" className="board-number">
              {t('schools.columns.practice')}
            </th>
            <th scope="col">{t('schools.columns.alias')}</th>
            <th scope="col">{t('schools.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {schools.map((school) => (
            <tr key={school.id} data-testid="board-school">
              <th scope="row">{school.name}</th>
              <td className="board-number">{school.teachers}</td>
              <td className="board-number" data-testid="students">
                {school.smallCohort || school.students === null ? <WithheldFigure /> : school.students}
              </td>
              <td className="board-number">{school.groups}</td>
              <td className="board-number" data-testid="practice">
                {school.smallCohort || school.practiceMinutesThisWeek === null ? (
                  <WithheldFigure />
                ) : (
                  sayDuration('minutes', school.practiceMinutesThisWeek, lang)
                )}
              </td>
              <td data-testid="alias">{school.alias ?? t('schools.noAlias')}</td>
              <td>
                <div className="board-row-actions">
                  <Button
                    variant="secondary"
                    aria-label={t('invite.openNamed', { school: school.name })}
                    onClick={() => onInvite(school)}
                  >
                    {t('invite.open')}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('move.openNamed', { school: school.name })}
                    onClick={() => onMoveTeacher(school)}
                  >
                    {t('move.open')}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('alias.openNamed', { school: school.name })}
                    onClick={() => onEditAlias(school)}
                  >
                    {t('alias.open')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
