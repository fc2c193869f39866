import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface GroupSelectorProps {
  value: string | null;
  onChange: (groupId: string | null) => void;
}

/**
 * Spec §2: 'Tous les groupes' plus each of the teacher's groups. The groups come with the groups issue;
 * until then only 'Tous les groupes' is offered.
 */
export function GroupSelector({ value, onChange }: GroupSelectorProps) {
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
      </select>
    </div>
  );
}
