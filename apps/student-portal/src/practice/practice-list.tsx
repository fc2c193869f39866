import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PracticeReport } from '@crescendo/contracts';
import { dayOf, filterPractices, practiceDateFilters, type PracticeDateFilter } from '@crescendo/domain';
import { EmptyState, SelectField, TextField } from '@crescendo/ui';
import { PracticeDetail } from './practice-detail.js';
import { PracticeTable } from './practice-table.js';

/** Spec §2: my practices with the date filter and the search box, the table and the detail panel. */
export function PracticeList({ practices }: { practices: PracticeReport[] }) {
  const { t } = useTranslation();
  const [date, setDate] = useState<PracticeDateFilter>('all');
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  if (practices.length === 0) return <EmptyState title={t('empty.practices')} />;
  const shown = filterPractices(practices, { date, search }, dayOf(new Date()));
  const selected = shown.find((practice) => practice.id === selectedId);
  return (
    <>
      <div className="practice-filters" role="search">
        <SelectField
          label={t('practiceStudent.practices.dateFilter')}
          value={date}
          options={practiceDateFilters.map((value) => ({
            value,
            label: t(`practiceStudent.practices.dateFilters.${value}`),
          }))}
          onChange={(event) => setDate(event.target.value as PracticeDateFilter)}
        />
        <TextField
          type="search"
          label={t('practiceStudent.practices.search')}
          hint={t('practiceStudent.practices.searchHint')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <p className="practice-muted" aria-live="polite">
        {t('practiceStudent.practices.shown', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <EmptyState title={t('empty.practicesFiltered')} />
      ) : (
        <PracticeTable
          practices={shown}
          selectedId={selected?.id ?? null}
          onDetails={(practice) => setSelectedId(practice.id === selectedId ? null : practice.id)}
        />
      )}
      {selected && <PracticeDetail practice={selected} onClose={() => setSelectedId(null)} />}
    </>
  );
}
