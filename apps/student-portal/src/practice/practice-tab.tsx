import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Assignment, PracticeEntryInput } from '@crescendo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { describeError } from '@crescendo/i18n/server-errors';
import { Alert, Button, LoadBoundary, preloadOverlays, Spinner, toast } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { AssignmentList } from './assignment-list.js';
import { dayLabel } from './day-label.js';
import { PendingReportList } from './pending-report-list.js';
import { usePendingReports, waitAsked } from './pending-reports.js';
import { PracticeEntryModal } from './practice-entry-modal.js';
import { saveMyReflection, useMotivationOn } from './reflection-api.js';
import type { ReflectionDraft } from './reflection-fields.js';
import { PracticeList } from './practice-list.js';
import { PracticePlanSection } from '../practice-plan/practice-plan-section.js';
import {
  reportsKey,
  useMyAssignments,
  useMyRecentPractice,
  useMySubmissions,
  useSubmitAssignment,
} from './practice-queries.js';
import { LoadMoreButton, useLanguage } from '@crescendo/web-kit';

// The statistics draw charts: chart.js loads with them, never with the dashboard's first page.
const PracticeStatistics = lazy(() => import('./practice-statistics.js'));

type Entry = { kind: 'report' } | { kind: 'submission'; assignment: Assignment };

/**
 * The Pratique tab (spec §2): assigned exercises, Maestro IA's 'Plan de pratique' from one of them (issue 30
 * §2), my practices, statistics, and the entry modal.
 */
export function PracticeTab() {
  const { t, i18n } = useTranslation(['translation', 'practiceStudent', 'goals']);
  const lang = useLanguage();
  const { me } = useAuth();
  const queryClient = useQueryClient();
  const assignments = useMyAssignments();
  // My totals of all time: whether there are statistics to show.
  const practice = useMyRecentPractice();
  const submissions = useMySubmissions(assignments.data?.assignments ?? []);
  const submit = useSubmitAssignment();
  const [addingReport, setAddingReport] = useState(false);
  const motivationOn = useMotivationOn();
  const waiting = usePendingReports(me?.id, {
    onSent: (count) => {
      toast.success(t('practiceStudent:pending.sent', { count }));
      void queryClient.invalidateQueries({ queryKey: reportsKey });
    },
    onRefused: (report, error) =>
      toast.error(
        t('practiceStudent:pending.refused', {
          date: dayLabel(report.entry.practiceDate, lang),
          reason: describeError(error, i18n),
        }),
      ),
  });
  const [entry, setEntry] = useState<Entry | null>(null);
  const [params, setParams] = useSearchParams();
  const asked = params.get('entry');
  // `?entry=report` or `?entry=<assignment id>` (the dashboard's one-tap links): that form, open.
  useEffect(() => {
    if (!asked || entry) return;
    if (asked === 'report') setEntry({ kind: 'report' });
    else {
      const assignment = assignments.data?.assignments.find((candidate) => candidate.id === asked);
      if (assignment) setEntry({ kind: 'submission', assignment });
      else if (!assignments.data) return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('entry');
        return next;
      },
      { replace: true },
    );
  }, [asked, entry, assignments.data, setParams]);
  // The entry dialog and its toasts must open without a network (a report is kept on the device then).
  useEffect(preloadOverlays, []);

  const addReport = async (input: PracticeEntryInput, reflection: ReflectionDraft | null) => {
    setAddingReport(true);
    try {
      const outcome = await waiting.add(input);
      if (outcome === 'queued') {
        toast.success(t('practiceStudent:pending.queued'));
        if (reflection) toast.error(t('goals:reflection.notSentOffline'));
      } else {
        toast.success(t('success.reportAdded'));
        // The reflection is the reports' (issue 29 §4), kept beside the report just stored.
        if (reflection)
          await saveMyReflection(outcome.id, reflection).catch(() =>
            toast.error(t('goals:reflection.saveFailed')),
          );
        await queryClient.invalidateQueries({ queryKey: reportsKey });
      }
    } finally {
      setAddingReport(false);
    }
  };

  const send = async (input: PracticeEntryInput, reflection: ReflectionDraft | null = null) => {
    if (!entry) return;
    try {
      if (entry.kind === 'submission') {
        await submit.mutateAsync({ assignmentId: entry.assignment.id, entry: input });
        toast.success(t('success.homeworkSubmitted'));
      } else {
        await addReport(input, reflection);
      }
    } catch (failure) {
      // A day's budget of reports spent says so, and when to try again (issue 34).
      toast.error(
        waitAsked(failure)
          ? describeError(failure, i18n)
          : t(entry.kind === 'submission' ? 'errors.submit' : 'errors.reportAdd'),
      );
      throw failure;
    }
  };

  return (
    <div className="practice-tab">
      <section aria-labelledby="assigned-title">
        <h3 id="assigned-title">{t('practiceStudent:assignments.title')}</h3>
        {assignments.isPending && <Spinner label={t('app.loadingShort')} />}
        {assignments.isError && <Alert tone="error">{t('app.loadFailed')}</Alert>}
        {assignments.data && (
          <AssignmentList
            assignments={assignments.data.assignments}
            submissions={submissions}
            onSubmit={(assignment) => setEntry({ kind: 'submission', assignment })}
          />
        )}
        <LoadMoreButton
          pages={assignments}
          label={t('practiceStudent:assignments.loadMore')}
          busyLabel={t('app.loadingShort')}
          className="practice-touch"
        />
      </section>
      {assignments.data && <PracticePlanSection assignments={assignments.data.assignments} userId={me?.id} />}
      <section aria-labelledby="practices-title">
        <div className="practice-section-head">
          <h3 id="practices-title">{t('practiceStudent:practices.title')}</h3>
          <Button className="practice-touch" onClick={() => setEntry({ kind: 'report' })}>
            {t('practiceStudent:form.addReport')}
          </Button>
        </div>
        <PendingReportList reports={waiting.pending} />
        <PracticeList />
      </section>
      {practice.data && practice.data.total.reports > 0 && (
        <LoadBoundary
          fallback={(retry) => (
            <Alert tone="error">
              {t('app.loadFailed')}{' '}
              <Button variant="secondary" onClick={retry}>
                {t('common.retry')}
              </Button>
            </Alert>
          )}
        >
          <Suspense fallback={<Spinner label={t('practiceStudent:statistics.loadingChart')} />}>
            <PracticeStatistics />
          </Suspense>
        </LoadBoundary>
      )}
      {entry && (
        <PracticeEntryModal
          title={
            entry.kind === 'submission'
              ? t('practiceStudent:form.submitTitle', { title: entry.assignment.title })
              : t('practiceStudent:form.reportTitle')
          }
          sending={submit.isPending || addingReport}
          withReflection={entry.kind === 'report' && motivationOn}
          onSend={send}
          onClose={() => setEntry(null)}
        />
      )}
    </div>
  );
}
