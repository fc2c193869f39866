import type { DirectoryEntry } from '@crescendo/contracts';
import { SelectField } from '@crescendo/ui';

export const teacherName = (teacher: DirectoryEntry) => `${teacher.firstName} ${teacher.lastName}`.trim();

/** A choice among the organisation's teachers. */
export function TeacherSelect({
  label,
  teachers,
  value,
  onChange,
  error,
}: {
  label: string;
  teachers: DirectoryEntry[];
  value: string;
  onChange: (teacherId: string) => void;
  /** The contract's or the server's refusal of the choice. */
  error?: string;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      options={teachers.map((teacher) => ({
        value: teacher.id,
        label: `${teacherName(teacher)} (${teacher.email})`,
      }))}
    />
  );
}
