import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassroomImport } from '@crescendo/contracts';
import { describeError } from '@crescendo/i18n/server-errors';
import { Modal } from '@crescendo/ui';
import { useImportProgress } from './use-import-progress.js';

/**
 * Spec §4: the overlay while the courses are imported in parallel, moved by the live channel (or by reading
 * the import when the socket is away). It may be hidden; the result alert comes all the same.
 */
export function ImportProgressOverlay({
  userId,
  started,
  onFinished,
}: {
  userId: string | undefined;
  started: ClassroomImport;
  onFinished: (done: ClassroomImport) => void;
}) {
  const { t, i18n } = useTranslation('classroomImport');
  const [hidden, setHidden] = useState(false);
  const progress = useImportProgress(userId, started) ?? started;
  const told = useRef(false);
  useEffect(() => {
    if (!progress.finished || told.current) return;
    told.current = true;
    onFinished(progress);
  }, [progress, onFinished]);
  if (hidden) return null;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && setHidden(true)}
      title={t('progress.title')}
      cancelLabel={t('progress.hide')}
    >
      <div className="cl-progress" data-testid="classroom-import-progress">
        <progress max={progress.total} value={progress.processed} aria-label={t('progress.label')} />
        <p role="status">{t('progress.count', { processed: progress.processed, total: progress.total })}</p>
        <ul className="cl-progress__courses">
          {progress.courses.map((course) => (
            <li key={course.courseId}>
              <span>{course.name}</span>
              <span className={`cl-state cl-state--${course.status}`}>
                {t(`progress.states.${course.status}`)}
              </span>
              {course.status === 'failed' && course.errorKey && (
                <span className="cl-progress__reason">
                  {describeError({ code: 'INTERNAL', messageKey: course.errorKey }, i18n)}
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
