import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@crescendo/contracts';
import { groupInstrumentOf } from '@crescendo/domain';
import { TableScroll } from '@crescendo/ui';
import { GroupBadge, groupTint } from './group-look.js';
import { sourceKey } from './group-source.js';

/** A column a portal adds to the list (the admin's 'Enseignant'), also shown on the card. */
export interface GroupColumn {
  header: string;
  cell: (group: Group) => ReactNode;
}

export interface GroupViewProps {
  groups: Group[];
  /** The buttons of one group, named after it for screen readers. */
  actions: (group: Group) => ReactNode;
  columns?: GroupColumn[];
  /** The accessible name of the grid or the table; the view's name by default. */
  label?: string;
}

/** Grid view: a card per group, in its course code's colour. */
export function GroupGrid({ groups, actions, columns = [], label }: GroupViewProps) {
  const { t } = useTranslation();
  return (
    <ul className="gu-grid" aria-label={label ?? t('groups.views.grid')}>
      {groups.map((group) => (
        <li key={group.id} className="gu-card" style={groupTint(group.name)}>
          <div className="gu-card__head">
            <GroupBadge name={group.name} />
            <h2 className="gu-card__title">{group.name}</h2>
          </div>
          <p>{groupInstrumentOf(group.name).instrument}</p>
          <p>{t('groups.studentCount', { count: group.studentCount })}</p>
          {group.source !== 'manual' && <p>{t(sourceKey[group.source])}</p>}
          {columns.map((column) => (
            <p key={column.header}>
              <strong>{column.header}</strong> {column.cell(group)}
            </p>
          ))}
          <div className="gu-card__actions">{actions(group)}</div>
        </li>
      ))}
    </ul>
  );
}

/** List view: one row per group. */
export function GroupTable({ groups, actions, columns = [], label }: GroupViewProps) {
  const { t } = useTranslation();
  return (
    <TableScroll label={label ?? t('groups.views.list')}>
      <table className="gu-table" aria-label={label ?? t('groups.views.list')}>
        <thead>
          <tr>
            <th scope="col">{t('groups.fields.name')}</th>
            <th scope="col">{t('groups.fields.instrument')}</th>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col">{t('groups.fields.students')}</th>
            <th scope="col">{t('groups.fields.code')}</th>
            <th scope="col">
              <span className="cr-visually-hidden">{t('groups.students.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.id}>
              <th scope="row">
                <span className="gu-row">
                  <GroupBadge name={group.name} />
                  {group.name}
                </span>
              </th>
              <td>{groupInstrumentOf(group.name).instrument}</td>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(group)}</td>
              ))}
              <td>{group.studentCount}</td>
              <td className="gu-code">{group.connectionCode}</td>
              <td>{actions(group)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
