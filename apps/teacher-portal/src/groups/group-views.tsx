import { useTranslation } from 'react-i18next';
import type { Group } from '@crescendo/contracts';
import { groupInstrumentOf } from '@crescendo/domain';
import { Button } from '@crescendo/ui';
import { GroupBadge, groupTint } from './group-look.js';

export interface GroupViewProps {
  groups: Group[];
  onOpen: (group: Group) => void;
  onSelect: (group: Group) => void;
}

/** Grid view: a card per group, in its course code's colour. */
export function GroupGrid({ groups, onOpen, onSelect }: GroupViewProps) {
  const { t } = useTranslation();
  return (
    <ul className="tp-grid" aria-label={t('groups.views.grid')}>
      {groups.map((group) => (
        <li key={group.id} className="tp-card" style={groupTint(group.name)}>
          <div className="tp-card__head">
            <GroupBadge name={group.name} />
            <h2 className="tp-card__title">{group.name}</h2>
          </div>
          <p>{groupInstrumentOf(group.name).instrument}</p>
          <p>{t('groups.studentCount', { count: group.studentCount })}</p>
          <div className="tp-card__actions">
            <GroupActions group={group} onOpen={onOpen} onSelect={onSelect} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** List view: one row per group. */
export function GroupTable({ groups, onOpen, onSelect }: GroupViewProps) {
  const { t } = useTranslation();
  return (
    <table className="tp-table" aria-label={t('groups.views.list')}>
      <thead>
        <tr>
          <th scope="col">{t('groups.fields.name')}</th>
          <th scope="col">{t('groups.fields.instrument')}</th>
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
              <span className="tp-row">
                <GroupBadge name={group.name} />
                {group.name}
              </span>
            </th>
            <td>{groupInstrumentOf(group.name).instrument}</td>
            <td>{group.studentCount}</td>
            <td className="tp-code">{group.connectionCode}</td>
            <td>
              <GroupActions group={group} onOpen={onOpen} onSelect={onSelect} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 'Détails' and 'Sélectionner' of one group, named after it for screen readers. */
function GroupActions({ group, onOpen, onSelect }: Omit<GroupViewProps, 'groups'> & { group: Group }) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => onOpen(group)}
        aria-label={`${t('groups.details')} — ${group.name}`}
      >
        {t('groups.details')}
      </Button>
      <Button
        variant="ghost"
        onClick={() => onSelect(group)}
        aria-label={`${t('groups.select')} — ${group.name}`}
      >
        {t('groups.select')}
      </Button>
    </>
  );
}
