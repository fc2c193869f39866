import type { DirectoryEntry } from '@crescendo/contracts';
import { SelectField } from '@crescendo/ui';

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
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={teachers.map((teacher) => ({
        value: teacher.id,
        label: `${teacherName(teacher)} (${teacher.email})`,
      }))}
    />
  );
}
