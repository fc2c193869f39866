import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassroomCourse } from '@crescendo/contracts';
import { Modal, SelectField } from '@crescendo/ui';

/** An admin's choice of the teacher the groups are for. */
export interface TeacherChoice {
  teachers: Array<{ id: string; label: string }>;
  teacherId: string | undefined;
  onChange: (teacherId: string) => void;
}

/**
 * Spec §4 and §5: the courses to import as groups, each with a checkbox (those already imported are marked:
 * importing them again updates them); 'Veuillez sélectionner au moins un groupe à importer.' and the
 * confirm button disabled while none is chosen.
 */
export function CourseSelectionModal({
  courses,
  busy,
  teacherChoice,
  onConfirm,
  onClose,
}: {
  courses: ClassroomCourse[];
  busy: boolean;
  teacherChoice?: TeacherChoice;
  onConfirm: (courseIds: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['translation', 'classroomImport']);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const all = chosen.size === courses.length;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('classroomImport:selection.title')}
      description={t('classroomImport:selection.text')}
      confirmLabel={t('classroomImport:selection.confirm', { count: chosen.size })}
      cancelLabel={t('common.cancel')}
      confirmDisabled={chosen.size === 0 || busy}
      onConfirm={() =>
        onConfirm(courses.filter((course) => chosen.has(course.id)).map((course) => course.id))
      }
    >
      {teacherChoice && (
        <SelectField
          label={t('classroomImport:selection.forTeacher')}
          value={teacherChoice.teacherId ?? ''}
          disabled={busy}
          onChange={(event) => teacherChoice.onChange(event.target.value)}
          options={teacherChoice.teachers.map((teacher) => ({ value: teacher.id, label: teacher.label }))}
        />
      )}
      <fieldset className="cl-courses">
        <legend className="cl-courses__legend">{t('classroomImport:selection.legend')}</legend>
        <label className="cl-course cl-course--all">
          <input
            type="checkbox"
            checked={all}
            onChange={() => setChosen(all ? new Set() : new Set(courses.map((course) => course.id)))}
          />
          <span>{t('classroomImport:selection.all')}</span>
        </label>
        <ul className="cl-courses__list">
          {courses.map((course) => (
            <li key={course.id}>
              <label className="cl-course">
                <input type="checkbox" checked={chosen.has(course.id)} onChange={() => toggle(course.id)} />
                <span>
                  <strong>{course.name}</strong>
                  {course.section && <span className="cl-course__detail">{course.section}</span>}
                  {course.imported && (
                    <span className="cl-course__imported">{t('classroomImport:selection.imported')}</span>
                  )}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {chosen.size === 0 && (
        <p className="cl-hint" role="status">
          {t('errors.importNoneSelected')}
        </p>
      )}
    </Modal>
  );
}
