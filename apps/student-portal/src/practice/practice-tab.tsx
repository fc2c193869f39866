import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Assignment, PracticeEntryInput } from '@crescendo/contracts';
import { Alert, Button, Spinner, toast } from '@crescendo/ui';
import { AssignmentList } from './assignment-list.js';
import { PracticeEntryModal } from './practice-entry-modal.js';
import { PracticeList } from './practice-list.js';
import {
  useAddPracticeReport,
  useMyAssignments,
  useMyReports,
  useMySubmissions,
  useSubmitAssignment,
} from './practice-queries.js';

// The statistics draw charts: chart.js loads with them, never with the dashboard's first page.
const PracticeStatistics = lazy(() => import('./practice-statistics.js'));

type Entry = { kind: 'report' } | { kind: 'submission'; assignment: Assignment };

/** The Pratique tab (spec §2): assigned exercises, my practices, statistics, and the entry modal. */
export function PracticeTab() {
  const { t } = useTranslation();
  const assignments = useMyAssignments();
  const reports = useMyReports();
  const submissions = useMySubmissions(assignments.data ?? []);
  const submit = useSubmitAssignment();
  const addReport = useAddPracticeReport();
  const [entry, setEntry] = useState<Entry | null>(null);

  const send = async (input: PracticeEntryInput) => {
    if (!entry) return;
    try {
      if (entry.kind === 'submission') {
        await submit.mutateAsync({ assignmentId: entry.assignment.id, entry: input });
        toast.success(t('success.homeworkSubmitted'));
      } else {
        await addReport.mutateAsync(input);
        toast.success(t('success.reportAdded'));
      }
    } catch (failure) {
      toast.error(t(entry.kind === 'submission' ? 'errors.submit' : 'errors.reportAdd'));
      throw failure;
    }
  };

  return (
    <div className="practice-tab">
      <section aria-labelledby="assigned-title">
        <h3 id="assigned-title">{t('practiceStudent.assignments.title')}</h3>
        {assignments.isPending && <Spinner label={t('app.loadingShort')} />}
        {assignments.isError && <Alert tone="error">{t('app.loadFailed')}</Alert>}
        {assignments.data && (
          <AssignmentList
            assignments={assignments.data}
            submissions={submissions}
            onSubmit={(assignment) => setEntry({ kind: 'submission', assignment })}
          />
        )}
      </section>
      <section aria-labelledby="practices-title">
        <div className="practice-section-head">
          <h3 id="practices-title">{t('practiceStudent.practices.title')}</h3>
          <Button className="practice-touch" onClick={() => setEntry({ kind: 'report' })}>
            {t('practiceStudent.form.addReport')}
          </Button>
        </div>
        {reports.isPending && <Spinner label={t('app.loadingShort')} />}
        {reports.isError && <Alert tone="error">{t('app.loadFailed')}</Alert>}
        {reports.data && <PracticeList practices={reports.data} />}
      </section>
      {reports.data && reports.data.length > 0 && (
        <Suspense fallback={<Spinner label={t('practiceStudent.statistics.loadingChart')} />}>
          <PracticeStatistics practices={reports.data} />
        </Suspense>
      )}
      {entry && (
        <PracticeEntryModal
          title={
            entry.kind === 'submission'
              ? t('practiceStudent.form.submitTitle', { title: entry.assignment.title })
              : t('practiceStudent.form.reportTitle')
          }
          sending={submit.isPending || addReport.isPending}
          onSend={send}
          onClose={() => setEntry(null)}
        />
      )}
    </div>
  );
}
