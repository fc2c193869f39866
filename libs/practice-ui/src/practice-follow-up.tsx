import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { daysInPeriod, practicePeriodMaxDays, type Assignment, type Group } from '@crescendo/contracts';
import {
  dayOf,
  defaultStatisticsPeriod,
  inRange,
  statisticsPeriods,
  statisticsRange,
  type DayRange,
  type StatisticsPeriod,
} from '@crescendo/domain';
import { Alert, Button, SelectField, Spinner, TextField, toast } from '@crescendo/ui';
import { LazyMinutesChart } from './lazy-minutes-chart.js';
import { allPracticeReports, usePracticeReportPages, usePracticeSummary } from './practice-api.js';
import { ReportReflections } from './report-reflections.js';
import { ReportTable } from './report-table.js';
import { profilesById, studentName } from './student-names.js';
import { StudentSubmissions } from './student-submissions.js';
import { LoadMoreButton, useLanguage, useProfiles } from '@crescendo/web-kit';
import type { PracticeActions } from './use-practice-actions.js';

export interface PracticeFollowUpProps {
  groups: readonly Group[];
  /** The group to follow first (the sidebar's), if any. */
  initialGroupId: string | null;
  assignments: readonly Assignment[];
  actions: PracticeActions;
  now: Date;
}

/**
 * Teacher follow-up: a group's (or one student's) reports over a period, a page at a time ('Charger plus'),
 * with the totals and the chart summed by the homework service (issue 34: never from every report), the
 * CSV, the flags.
 */
export function PracticeFollowUp({
  groups,
  initialGroupId,
  assignments,
  actions,
  now,
}: PracticeFollowUpProps) {
  const { t } = useTranslation(['translation', 'practiceTeacher']);
  const lang = useLanguage();
  const [groupId, setGroupId] = useState(initialGroupId ?? (groups.length === 1 ? groups[0]!.id : ''));
  const [studentId, setStudentId] = useState('');
  const [period, setPeriod] = useState<StatisticsPeriod>(defaultStatisticsPeriod);
  const today = dayOf(now);
  const [custom, setCustom] = useState<DayRange>({ from: today, to: today });
  const group = groups.find((candidate) => candidate.id === groupId);
  const profiles = profilesById(useProfiles(group?.studentIds ?? []).data?.profiles);
  const nameOf = (id: string) => studentName(profiles.get(id), t('empty.unknownUser'));
  const customValid = period !== 'custom' || custom.from <= custom.to;
  const tooLong =
    customValid && period === 'custom' && daysInPeriod(custom.from, custom.to) > practicePeriodMaxDays;
  const range = customValid && !tooLong ? statisticsRange(period, today, custom) : null;
  const query = group && range ? { groupId: group.id, studentId: studentId || null, range } : null;
  const pages = usePracticeReportPages(query);
  const summary = usePracticeSummary(query?.groupId ?? null, range);

  const students = [...(group?.studentIds ?? [])].sort((a, b) => nameOf(a).localeCompare(nameOf(b), 'fr'));
  const loaded = pages.data?.pages.flatMap((page) => page.reports) ?? [];
  // Until the new student's or period's first page is there, the rows on screen are the previous ones that
  // still belong.
  const shown =
    pages.isPlaceholderData && range
      ? loaded.filter(
          (report) => (!studentId || report.studentId === studentId) && inRange(report.practiceDate, range),
        )
      : loaded;
  const totals = new Map((summary.data?.students ?? []).map((total) => [total.studentId, total]));
  const counted = studentId ? [totals.get(studentId)] : [...totals.values()];
  const count = counted.reduce((sum, total) => sum + (total?.reports ?? 0), 0);
  const totalMinutes = counted.reduce((sum, total) => sum + (total?.minutes ?? 0), 0);
  const bars = students.map((id) => ({ label: nameOf(id), minutes: totals.get(id)?.minutes ?? 0 }));
  const exportCsv = (asked: NonNullable<typeof query>, groupName: string) =>
    // papaparse loads on the first export only; the export reads every page of the period.
    Promise.all([import('./practice-csv-export.js'), allPracticeReports(asked)]).then(
      ([{ exportPracticeCsv }, reports]) =>
        exportPracticeCsv({ groupName, reports, profiles, range: asked.range, lang, t }),
      () => toast.error(t('app.loadFailed')),
    );

  return (
    <section className="pu-section" aria-labelledby="pu-follow-up-title">
      <h2 id="pu-follow-up-title" className="pu-section__title">
        {t('practiceTeacher:followUp.title')}
      </h2>
      <div className="pu-filters">
        <SelectField
          label={t('practiceTeacher:form.fields.group')}
          value={groupId}
          placeholder={t('practiceTeacher:form.chooseGroup')}
          options={groups.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          onChange={(event) => {
            setGroupId(event.target.value);
            setStudentId('');
          }}
        />
        {group && (
          <SelectField
            label={t('practiceTeacher:followUp.student')}
            value={studentId}
            placeholder={t('practiceTeacher:followUp.allStudents')}
            options={students.map((id) => ({ value: id, label: nameOf(id) }))}
            onChange={(event) => setStudentId(event.target.value)}
          />
        )}
        <SelectField
          label={t('practiceTeacher:followUp.period')}
          value={period}
          options={statisticsPeriods.map((value) => ({
            value,
            label: t(`practiceTeacher:followUp.periods.${value}`),
          }))}
          onChange={(event) => setPeriod(event.target.value as StatisticsPeriod)}
        />
        {period === 'custom' && (
          <>
            <TextField
              label={t('practiceTeacher:followUp.from')}
              type="date"
              value={custom.from}
              onChange={(event) => setCustom({ ...custom, from: event.target.value })}
            />
            <TextField
              label={t('practiceTeacher:followUp.to')}
              type="date"
              value={custom.to}
              onChange={(event) => setCustom({ ...custom, to: event.target.value })}
            />
          </>
        )}
      </div>
      {!customValid && <Alert tone="error">{t('practiceTeacher:followUp.invalidRange')}</Alert>}
      {tooLong && <Alert tone="error">{t('practiceTeacher:followUp.rangeTooLong')}</Alert>}
      {!group ? (
        <p>{t('practiceTeacher:followUp.chooseGroup')}</p>
      ) : !query ? null : pages.isPending || summary.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : pages.isError || summary.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : (
        range && (
          <>
            <p>{t('practiceTeacher:followUp.summary', { count, minutes: totalMinutes })}</p>
            <div className="pu-toolbar">
              <Button variant="secondary" onClick={() => void exportCsv(query, group.name)}>
                {t('practiceTeacher:followUp.exportCsv')}
              </Button>
            </div>
            {students.length > 0 && (
              <figure className="pu-section" aria-labelledby="pu-chart-title">
                <figcaption id="pu-chart-title" className="pu-section__title">
                  {t('practiceTeacher:followUp.chart')}
                </figcaption>
                <LazyMinutesChart
                  bars={bars}
                  summary={t('practiceTeacher:followUp.chartSummary', {
                    list: bars.map((bar) => `${bar.label} ${bar.minutes}`).join(', '),
                  })}
                />
              </figure>
            )}
            {shown.length === 0 ? (
              <p>{t('practiceTeacher:followUp.noReports')}</p>
            ) : (
              <>
                <ReportTable
                  reports={shown}
                  nameOf={nameOf}
                  onDismissFlags={(id) => void actions.dismissFlags(id)}
                />
                <ReportReflections groupId={group.id} reports={shown} nameOf={nameOf} />
                <p className="pu-note" aria-live="polite">
                  {t('practiceTeacher:followUp.shownOf', { shown: shown.length, count })}
                </p>
                <LoadMoreButton
                  pages={pages}
                  label={t('practiceTeacher:followUp.loadMore')}
                  busyLabel={t('app.loadingShort')}
                />
              </>
            )}
            {studentId && (
              <StudentSubmissions
                studentId={studentId}
                studentName={nameOf(studentId)}
                assignments={assignments.filter((assignment) => assignment.groupId === group.id)}
                onGrade={actions.grade}
              />
            )}
          </>
        )
      )}
    </section>
  );
}
