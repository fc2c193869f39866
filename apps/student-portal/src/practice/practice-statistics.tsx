import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { daysInPeriod, practicePeriodMaxDays } from '@crescendo/contracts';
import {
  dayOf,
  defaultStatisticsPeriod,
  practiceFigures,
  practiceTypeFilters,
  recentPracticeWeeks,
  shiftDay,
  statisticsPeriods,
  statisticsRange,
  type StatisticsPeriod,
  type PracticeTypeFilter,
} from '@crescendo/domain';
import { Alert, SelectField, Spinner, TextField } from '@crescendo/ui';
import { MinutesChart } from './minutes-chart.js';
import { PracticeHistory } from './practice-history.js';
import { useMyLatestReports, useMyPracticeDays, useMyRecentPractice } from './practice-queries.js';
import { dayLabel } from './day-label.js';
import { useLanguage } from '@crescendo/web-kit';

/**
 * Spec §2 and §9, my practice statistics: a period (5, 7 or 15 days, last month, or dates I choose) and a type
 * (all, assigned, voluntary); count, minutes, averages, and minutes per day and per week as charts, from my
 * minutes per day summed by the server (issue 34), and the period's most recent practices.
 * Loaded lazily by the Pratique tab (chart.js comes with it).
 */
export default function PracticeStatistics() {
  const { t } = useTranslation(['translation', 'practiceStudent']);
  const lang = useLanguage();
  const today = dayOf(new Date());
  const [period, setPeriod] = useState<StatisticsPeriod>(defaultStatisticsPeriod);
  const [type, setType] = useState<PracticeTypeFilter>('all');
  const [custom, setCustom] = useState({ from: shiftDay(today, -29), to: today });
  const customValid =
    period !== 'custom' || (custom.from !== '' && custom.to !== '' && custom.from <= custom.to);
  const tooLong =
    customValid && period === 'custom' && daysInPeriod(custom.from, custom.to) > practicePeriodMaxDays;
  const range = customValid && !tooLong ? statisticsRange(period, today, custom) : null;
  const periodDays = useMyPracticeDays(range);
  const recentDays = useMyRecentPractice();
  const summary =
    range && periodDays.data && recentDays.data
      ? practiceFigures(periodDays.data.days, recentDays.data.days, { range, today, type })
      : null;
  const weeks = recentDays.data ? recentPracticeWeeks(recentDays.data.days, { today, type }).perWeek : [];
  const minutes = (count: number | null) =>
    count === null ? t('practiceStudent:statistics.none') : t('practiceStudent:practices.minutes', { count });

  return (
    <section aria-labelledby="statistics-title" className="practice-statistics">
      <h3 id="statistics-title">{t('practiceStudent:statistics.title')}</h3>
      <div className="practice-filters">
        <SelectField
          label={t('practiceStudent:statistics.period')}
          value={period}
          options={statisticsPeriods.map((value) => ({
            value,
            label: t(`practiceStudent:statistics.periods.${value}`),
          }))}
          onChange={(event) => setPeriod(event.target.value as StatisticsPeriod)}
        />
        <SelectField
          label={t('practiceStudent:statistics.type')}
          value={type}
          options={practiceTypeFilters.map((value) => ({
            value,
            label: t(`practiceStudent:statistics.types.${value}`),
          }))}
          onChange={(event) => setType(event.target.value as PracticeTypeFilter)}
        />
        {period === 'custom' && (
          <>
            <TextField
              type="date"
              label={t('practiceStudent:statistics.from')}
              value={custom.from}
              onChange={(event) => setCustom({ ...custom, from: event.target.value })}
            />
            <TextField
              type="date"
              label={t('practiceStudent:statistics.to')}
              value={custom.to}
              onChange={(event) => setCustom({ ...custom, to: event.target.value })}
            />
          </>
        )}
      </div>
      {!range ? (
        <Alert tone="error">
          {t(tooLong ? 'practiceStudent:statistics.rangeTooLong' : 'practiceStudent:statistics.rangeInvalid')}
        </Alert>
      ) : periodDays.isError || recentDays.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : !summary ? (
        <Spinner label={t('app.loadingShort')} />
      ) : (
        <>
          <dl className="practice-figures">
            <Figure term={t('practiceStudent:statistics.count')} value={String(summary.count)} />
            <Figure term={t('practiceStudent:statistics.total')} value={minutes(summary.totalMinutes)} />
            <Figure term={t('practiceStudent:statistics.average')} value={minutes(summary.averageMinutes)} />
            <Figure
              term={t('practiceStudent:statistics.weeklyAverage')}
              value={minutes(summary.weeklyAverageMinutes)}
            />
          </dl>
          <MinutesChart
            title={t('practiceStudent:statistics.perDay')}
            description={t('practiceStudent:statistics.perDayLabel', {
              from: dayLabel(summary.range.from, lang),
              to: dayLabel(summary.range.to, lang),
              total: summary.totalMinutes,
            })}
            columnLabel={t('practiceStudent:statistics.day')}
            bars={summary.perDay.map((day) => ({
              label: dayLabel(day.day, lang, 'short'),
              minutes: day.minutes,
            }))}
          />
          <LatestPractices range={summary.range} type={type} total={summary.count} />
        </>
      )}
      <MinutesChart
        title={t('practiceStudent:statistics.perWeek')}
        description={t('practiceStudent:statistics.perWeekLabel', {
          weeks: weeks.length,
          total: weeks.reduce((sum, week) => sum + week.minutes, 0),
        })}
        columnLabel={t('practiceStudent:statistics.week')}
        bars={weeks.map((week) => ({
          label: t('practiceStudent:statistics.weekOf', { date: dayLabel(week.weekStart, lang, 'short') }),
          minutes: week.minutes,
        }))}
      />
    </section>
  );
}

/** The period's most recent practices, read as one short page. */
function LatestPractices({
  range,
  type,
  total,
}: {
  range: { from: string; to: string };
  type: PracticeTypeFilter;
  total: number;
}) {
  const latest = useMyLatestReports(range, type);
  return latest.data ? <PracticeHistory latest={latest.data} total={total} /> : null;
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="practice-figure">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
