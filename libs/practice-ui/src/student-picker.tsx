import { useTranslation } from 'react-i18next';
import type { DirectoryEntry } from '@crescendo/contracts';
import { studentName } from './student-names.js';

export interface StudentPickerProps {
  studentIds: readonly string[];
  profiles: ReadonlyMap<string, DirectoryEntry>;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: string;
}

/** Spec §5: chosen students of the group, with 'select all'. */
export function StudentPicker({ studentIds, profiles, chosen, onChange, error }: StudentPickerProps) {
  const { t } = useTranslation(['translation', 'practiceTeacher']);
  const name = (id: string) => studentName(profiles.get(id), t('empty.unknownUser'));
  const sorted = [...studentIds].sort((a, b) => name(a).localeCompare(name(b), 'fr'));
  const all = studentIds.length > 0 && studentIds.every((id) => chosen.includes(id));
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <fieldset className="pu-fieldset" aria-describedby={error ? 'pu-students-error' : undefined}>
      <legend>{t('practiceTeacher:form.studentsLegend')}</legend>
      {studentIds.length === 0 ? (
        <p className="pu-note">{t('practiceTeacher:form.noStudents')}</p>
      ) : (
        <>
          <label className="pu-check">
            <input
              type="checkbox"
              checked={all}
              onChange={(event) => onChange(event.target.checked ? [...studentIds] : [])}
            />
            {t('practiceTeacher:form.selectAll')}
          </label>
          <div className="pu-students">
            {sorted.map((id) => (
              <label key={id} className="pu-check">
                <input
                  type="checkbox"
                  checked={chosen.includes(id)}
                  onChange={(event) => toggle(id, event.target.checked)}
                />
                {name(id)}
              </label>
            ))}
          </div>
        </>
      )}
      {error && (
        <span id="pu-students-error" className="cr-field__error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
