import { useTranslation } from 'react-i18next';
import type { ClassroomImport } from '@crescendo/contracts';
import { Alert } from '@crescendo/ui';
import { noneSucceededReason } from './import-outcome.js';

/**
 * Spec §4: how many groups were processed, new, updated and failed; when none succeeded, the alert that
 * asks to check the Google Classroom permissions (or, when Google was not the cause, to try again).
 */
export function ImportResultAlert({ result, onDismiss }: { result: ClassroomImport; onDismiss: () => void }) {
  const { t } = useTranslation(['translation', 'classroomImport']);
  const noneSucceeded = noneSucceededReason(result);
  const failedCourses = result.courses.filter((course) => course.status === 'failed');
  return (
    <Alert tone={noneSucceeded ? 'error' : 'success'} dismiss={{ label: t('common.close'), onDismiss }}>
      <div data-testid="classroom-import-result">
        <p>
          {t('classroomImport:result.summary', {
            processed: result.processed,
            created: result.created,
            updated: result.updated,
            failed: result.failed,
          })}
        </p>
        {noneSucceeded === 'permissions' && <p>{t('classroomImport:result.checkPermissions')}</p>}
        {noneSucceeded === 'groupCreation' && <p>{t('classroomImport:errors.groupsCreationFailed')}</p>}
        {!noneSucceeded && failedCourses.length > 0 && (
          <p>
            {t('classroomImport:result.failedCourses', {
              names: failedCourses.map((course) => course.name).join(', '),
            })}
          </p>
        )}
      </div>
    </Alert>
  );
}
