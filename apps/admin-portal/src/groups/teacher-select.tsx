import { useId } from 'react';
import type { DirectoryEntry } from '@crescendo/contracts';

export const teacherName = (teacher: DirectoryEntry) => `${teacher.firstName} ${teacher.lastName}`.trim();

/** A choice among the organisation's teachers. */
export function TeacherSelect({
  label,
  teachers,
  value,
  onChange,
}: {
  label: string;
  teachers: DirectoryEntry[];
  value: string;
  onChange: (teacherId: string) => void;
}) {
  const id = useId();
  return (
    <div className="cr-field">
      <label className="cr-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="cr-field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {teachers.map((teacher) => (
          <option key={teacher.id} value={teacher.id}>
            {teacherName(teacher)} ({teacher.email})
          </option>
        ))}
      </select>
    </div>
  );
}
