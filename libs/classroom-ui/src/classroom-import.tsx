import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { CourseSelectionModal } from './course-selection-modal.js';
import { ClassroomStyles } from './classroom-styles.js';
import { GoogleConnectDialog } from './google-connect-dialog.js';
import { GoogleConnectionStatus } from './google-connection-status.js';
import { ImportProgressOverlay } from './import-progress-overlay.js';
import { ImportResultAlert } from './import-result-alert.js';
import type { ClassroomImportFlow } from './use-classroom-import.js';

/** 'Importer depuis Google Classroom', for the groups page's toolbar. */
export function ClassroomImportButton({ flow }: { flow: ClassroomImportFlow }) {
  const { t } = useTranslation(['translation', 'classroomImport']);
  const checking = flow.step.kind === 'checking';
  return (
    <Button variant="secondary" onClick={() => void flow.begin()} disabled={checking} aria-busy={checking}>
      {checking ? t('classroomImport:checking') : t('groups.importClassroom')}
    </Button>
  );
}

/**
 * Below the toolbar: the Google connection, the flow's dialogs and overlay, its alerts. `teachers`: an admin
 * imports for one of them (spec §6: a teacher of the organisation), the modal lets them choose.
 */
export function ClassroomImportPanel({
  flow,
  teachers,
}: {
  flow: ClassroomImportFlow;
  teachers?: Array<{ id: string; label: string }>;
}) {
  const { t } = useTranslation(['translation', 'classroomImport']);
  const { me } = useAuth();
  const { step } = flow;
  return (
    <>
      <ClassroomStyles />
      <GoogleConnectionStatus />
      {flow.problem && (
        <Alert tone="error" dismiss={{ label: t('common.close'), onDismiss: flow.dismissProblem }}>
          {flow.problem}
        </Alert>
      )}
      {flow.result && <ImportResultAlert result={flow.result} onDismiss={flow.dismissResult} />}
      {step.kind === 'connect' && <GoogleConnectDialog reason={step.reason} onClose={flow.close} />}
      {step.kind === 'select' && (
        <CourseSelectionModal
          courses={step.courses}
          busy={step.busy}
          teacherChoice={
            teachers && { teachers, teacherId: step.teacherId, onChange: (id) => void flow.chooseTeacher(id) }
          }
          onConfirm={(ids) => void flow.start(ids)}
          onClose={flow.close}
        />
      )}
      {step.kind === 'running' && (
        <ImportProgressOverlay userId={me?.id} started={step.started} onFinished={flow.finish} />
      )}
    </>
  );
}
