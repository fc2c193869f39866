import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@crescendo/i18n/server-errors';
import { withToasts } from '@crescendo/web-kit';
import { useMarkReadReviewed, useReadLog, useReadReviews, type ReadLogFilters } from './read-audit-api.js';
import {
  ReadAuditSection,
  noReadFilters,
  periodInOrder,
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

/** 'Journal des consultations' of the school (its administrators; the server refuses anyone else). */
export function ReadAudit() {
  const { t, i18n } = useTranslation('privacyDesk');
  const [filters, setFilters] = useState<ReadLogFilterState>(noReadFilters);
  const [query, setQuery] = useState<ReadLogFilters>({});
  const [showReviewed, setShowReviewed] = useState(false);
  const reads = useReadLog(query);
  const reviews = useReadReviews(showReviewed ? 'all' : 'open');
  const mark = useMarkReadReviewed();
  const failure = (error: unknown) => `${t('reads.failed')} ${describeError(error, i18n)}`;
  return (
    <ReadAuditSection
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
