import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@crescendo/contracts';

export interface GroupSelectorProps {
  value: string | null;
  groups: Group[];
  onChange: (groupId: string | null) => void;
}

/** Spec §2: 'Tous les groupes' plus each of the teacher's groups. */
export function GroupSelector({ value, groups, onChange }: GroupSelectorProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="cr-field">
      <label className="cr-field__label" htmlFor={id}>
        {t('teacher.groupLabel')}
      </label>
      <select
        id={id}
        className="cr-field__input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{t('teacher.allGroups')}</option>
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </select>
    </div>
  );
}
