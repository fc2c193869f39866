import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@crescendo/i18n/server-errors';
import { Alert } from '@crescendo/ui';
import { withToasts } from '@crescendo/web-kit';
import { useBoardSchoolPages } from '../board/board-api.js';
import { useMarkReadReviewed, useReadLog, useReadReviews, type ReadLogFilters } from './read-audit-api.js';
import {
  ReadAuditSection,
  noReadFilters,
  periodInOrder,
  type ReadAuditSectionProps,
  type ReadLogFilterState,
} from './read-audit-section.js';

/** What the server is asked: the filters set, the period only once in order. */
function asked(filters: ReadLogFilterState, lastInOrder: ReadLogFilters): ReadLogFilters {
  if (!periodInOrder(filters)) return lastInOrder;
  return {
    ...(filters.student ? { studentId: filters.student.id } : {}),
    ...(filters.reader ? { readerId: filters.reader.id } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/**
 * 'Journal des consultations': a school's administrator searches the school's; a board's administrator chooses
 * one of the board's schools and reads its log (the server decides both, and refuses anyone else).
 */
export function ReadAudit({ level }: { level: 'school' | 'board' }) {
  return level === 'board' ? <BoardReadAudit /> : <SchoolReadAudit />;
}

function BoardReadAudit() {
  const { t } = useTranslation('translation');
  const [schoolId, setSchoolId] = useState('');
  const schools = useBoardSchoolPages();
  if (schools.isError) return <Alert tone="error">{t('app.loadFailed')}</Alert>;
  return (
    <SchoolReadAudit
      schoolId={schoolId || undefined}
      schools={{
        options: schools.data?.pages.flatMap((page) => page.schools) ?? [],
        chosen: schoolId,
        onChoose: setSchoolId,
      }}
    />
  );
}

function SchoolReadAudit({
  schoolId,
  schools,
}: {
  schoolId?: string;
  schools?: ReadAuditSectionProps['schools'];
}) {
  const { t, i18n } = useTranslation('privacyDesk');
  const [filters, setFilters] = useState<ReadLogFilterState>(noReadFilters);
  const [query, setQuery] = useState<ReadLogFilters>({});
  const [showReviewed, setShowReviewed] = useState(false);
  const school = { schoolId, enabled: !schools || !!schoolId };
  const reads = useReadLog(query, school);
  const reviews = useReadReviews(showReviewed ? 'all' : 'open', school);
  const mark = useMarkReadReviewed();
  const failure = (error: unknown) => `${t('reads.failed')} ${describeError(error, i18n)}`;
  return (
    <ReadAuditSection
      schools={
        schools && {
          ...schools,
          // Another school's log starts without the last one's filters (its students and readers are others).
          onChoose: (id) => {
            setFilters(noReadFilters);
            setQuery({});
            schools.onChoose(id);
          },
        }
      }
      reviews={reviews.data?.pages.flatMap((page) => page.reviews) ?? []}
      reviewPages={reviews}
      canReview={reviews.data?.pages[0]?.canWrite ?? false}
      showReviewed={showReviewed}
      onShowReviewed={setShowReviewed}
      onMarkReviewed={(reviewId) =>
        withToasts(mark.mutateAsync(reviewId), t('reads.markedReviewed'), failure)
      }
      reads={reads.data?.pages.flatMap((page) => page.reads) ?? []}
      readPages={reads}
      filters={filters}
      onFilters={(next) => {
        setFilters(next);
        setQuery((last) => asked(next, last));
      }}
    />
  );
}
