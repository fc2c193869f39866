import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { practiceSearchMax } from '@crescendo/contracts';
import {
  dateFilterRange,
  dayOf,
  filterPractices,
  practiceDateFilters,
  type PracticeDateFilter,
} from '@crescendo/domain';
import { Alert, EmptyState, SelectField, Spinner, TextField } from '@crescendo/ui';
import { LoadMoreButton } from '@crescendo/web-kit';
import { PracticeDetail } from './practice-detail.js';
import { useMyReportPages } from './practice-queries.js';
import { PracticeTable } from './practice-table.js';

/** The search box's words, asked of the server once the typing pauses. */
function useSettled(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Spec §2: my practices with the date filter and the search box (both applied by the server), the table a
 * page at a time ('Charger plus', issue 34) and the detail panel.
 */
export function PracticeList() {
  const { t } = useTranslation(['translation', 'practiceStudent']);
  const [date, setDate] = useState<PracticeDateFilter>('all');
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const words = useSettled(search);
  const today = dayOf(new Date());
  const pages = useMyReportPages({ range: dateFilterRange(date, today), search: words });
  if (pages.isPending) return <Spinner label={t('app.loadingShort')} />;
  if (pages.isError) return <Alert tone="error">{t('app.loadFailed')}</Alert>;
  const loaded = pages.data.pages.flatMap((page) => page.reports);
  // Until the server answers the new filters, the rows loaded are filtered here (`filterPractices`, the same
  // rule), and the count says a search is under way.
  const settling = search !== words || pages.isPlaceholderData;
  const shown = settling ? filterPractices(loaded, { date, search }, today) : loaded;
  const filtered = date !== 'all' || search.trim() !== '';
  if (loaded.length === 0 && !filtered && !settling) return <EmptyState title={t('empty.practices')} />;
  const selected = shown.find((practice) => practice.id === selectedId);
  return (
    <>
      <div className="practice-filters" role="search">
        <SelectField
          label={t('practiceStudent:practices.dateFilter')}
          value={date}
          options={practiceDateFilters.map((value) => ({
            value,
            label: t(`practiceStudent:practices.dateFilters.${value}`),
          }))}
          onChange={(event) => setDate(event.target.value as PracticeDateFilter)}
        />
        <TextField
          type="search"
          label={t('practiceStudent:practices.search')}
          hint={t('practiceStudent:practices.searchHint')}
          maxLength={practiceSearchMax}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <p className="practice-muted" aria-live="polite">
        {settling
          ? t('practiceStudent:practices.searching')
          : t('practiceStudent:practices.shown', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        !settling && <EmptyState title={t('empty.practicesFiltered')} />
      ) : (
        <PracticeTable
          practices={shown}
          selectedId={selected?.id ?? null}
          onDetails={(practice) => setSelectedId(practice.id === selectedId ? null : practice.id)}
        />
      )}
      <LoadMoreButton
        pages={pages}
        label={t('practiceStudent:practices.loadMore')}
        busyLabel={t('app.loadingShort')}
        className="practice-touch"
      />
      {selected && <PracticeDetail practice={selected} onClose={() => setSelectedId(null)} />}
    </>
  );
}
