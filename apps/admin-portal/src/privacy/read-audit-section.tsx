import { useTranslation } from 'react-i18next';
import { readCategories, type ReadCategory, type ReadLogEntry, type ReadReview } from '@crescendo/contracts';
import { Button, SelectField, TextField } from '@crescendo/ui';
import { LoadMoreButton, PagedTable, type TablePages } from '@crescendo/web-kit';

/** A person the log is narrowed to, picked from a row: the id asked, the name shown. */
export interface PersonFilter {
  id: string;
  name: string;
}

export interface ReadLogFilterState {
  student: PersonFilter | null;
  reader: PersonFilter | null;
  category: ReadCategory | '';
  from: string;
  to: string;
}

export const noReadFilters: ReadLogFilterState = {
  student: null,
  reader: null,
  category: '',
  from: '',
  to: '',
};

export interface ReadAuditSectionProps {
  reviews: ReadReview[];
  reviewPages: TablePages;
  canReview: boolean;
  showReviewed: boolean;
  onShowReviewed: (shown: boolean) => void;
  onMarkReviewed: (reviewId: string) => Promise<unknown>;
  reads: ReadLogEntry[];
  readPages: TablePages;
  filters: ReadLogFilterState;
  onFilters: (filters: ReadLogFilterState) => void;
  /** A board's administrator chooses which of the board's schools' log to read; nothing shows before. */
  schools?: {
    options: ReadonlyArray<{ id: string; name: string }>;
    chosen: string;
    onChoose: (id: string) => void;
  };
}

/** A moment in the school's time zone, in the reader's language. */
function useMoment() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-CA' : 'fr-CA', {
    timeZone: 'America/Toronto',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (at: string) => format.format(new Date(at));
}

/** The period is searched only once its end does not precede its start. */
export const periodInOrder = (filters: ReadLogFilterState) =>
  !filters.from || !filters.to || filters.from <= filters.to;

/**
 * 'Journal des consultations' (issue 31 §4): the unusual reads to examine first, then the log, filtered by
 * category and period, narrowed to a student or a reader by choosing their name in a row. A board's
 * administrator first chooses the school. Cards and a table that scrolls in its own box at 390 px.
 */
export function ReadAuditSection(props: ReadAuditSectionProps) {
  const { t } = useTranslation('privacyDesk');
  const { schools } = props;
  return (
    <section className="privacy-requests" aria-labelledby="read-audit-title">
      <h2 id="read-audit-title">{t('reads.title')}</h2>
      <p>{t('reads.intro')}</p>
      {schools && (
        <SelectField
          label={t('reads.school')}
          value={schools.chosen}
          onChange={(event) => schools.onChoose(event.target.value)}
          placeholder={t('reads.chooseSchool')}
          options={schools.options.map((school) => ({ value: school.id, label: school.name }))}
        />
      )}
      {schools && !schools.chosen ? <p>{t('reads.schoolFirst')}</p> : <SchoolReadLog {...props} />}
    </section>
  );
}

/** One school's reviews and log. */
function SchoolReadLog(props: ReadAuditSectionProps) {
  const { t } = useTranslation('privacyDesk');
  const moment = useMoment();
  const { filters, onFilters } = props;
  const erased = t('reads.erasedAccount');
  const person = (id: string | null, name: string | null, kind: 'student' | 'reader') => {
    if (!id) return erased;
    const shown = name ?? erased;
    const chosen = { id, name: shown };
    return (
      <button
        type="button"
        className="read-audit__person"
        aria-label={t(kind === 'student' ? 'reads.filterByStudent' : 'reads.filterByReader', { name: shown })}
        onClick={() => onFilters({ ...filters, [kind]: chosen })}
      >
        {shown}
      </button>
    );
  };
  return (
    <>
      <h3>{t('reads.reviewsTitle')}</h3>
      <label className="read-audit__toggle">
        <input
          type="checkbox"
          checked={props.showReviewed}
          onChange={(event) => props.onShowReviewed(event.target.checked)}
        />
        {t('reads.showReviewed')}
      </label>
      {props.reviews.length === 0 && !props.reviewPages.isPending ? (
        <p>{t('reads.reviewsEmpty')}</p>
      ) : (
        <ul className="privacy-requests__list" aria-label={t('reads.reviewsTitle')}>
          {props.reviews.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              canReview={props.canReview}
              moment={moment}
              onMarkReviewed={props.onMarkReviewed}
            />
          ))}
        </ul>
      )}
      <LoadMoreButton pages={props.reviewPages} label={t('reads.loadMoreReviews')} />

      <fieldset className="read-audit__filters">
        <legend>{t('reads.filters')}</legend>
        <SelectField
          label={t('reads.category')}
          value={filters.category}
          placeholder={t('reads.allCategories')}
          onChange={(event) => onFilters({ ...filters, category: event.target.value as ReadCategory | '' })}
          options={readCategories.map((category) => ({
            value: category,
            label: t(`reads.categories.${category}`),
          }))}
        />
        <TextField
          type="date"
          label={t('reads.from')}
          value={filters.from}
          onChange={(event) => onFilters({ ...filters, from: event.target.value })}
        />
        <TextField
          type="date"
          label={t('reads.to')}
          value={filters.to}
          error={periodInOrder(filters) ? undefined : t('reads.periodOrder')}
          onChange={(event) => onFilters({ ...filters, to: event.target.value })}
        />
        {(['student', 'reader'] as const).map((kind) => {
          const chosen = filters[kind];
          if (!chosen) return null;
          const label = t(kind === 'student' ? 'reads.student' : 'reads.reader', { name: chosen.name });
          return (
            <Button
              key={kind}
              type="button"
              variant="secondary"
              aria-label={t('reads.removeFilter', { filter: label })}
              onClick={() => onFilters({ ...filters, [kind]: null })}
            >
              {label} ✕
            </Button>
          );
        })}
      </fieldset>

      <PagedTable
        label={t('reads.tableLabel')}
        className="read-audit__table"
        rows={props.reads}
        rowKey={(read) => read.id}
        rowTestId="read-log-row"
        empty={t('reads.empty')}
        pages={props.readPages}
        loadMoreLabel={t('reads.loadMore')}
        columns={[
          { key: 'readAt', header: t('reads.columns.readAt'), cell: (read) => moment(read.readAt) },
          {
            key: 'reader',
            header: t('reads.columns.reader'),
            cell: (read) => person(read.readerId, read.readerName, 'reader'),
          },
          {
            key: 'student',
            header: t('reads.columns.student'),
            cell: (read) => person(read.studentId, read.studentName, 'student'),
          },
          {
            key: 'category',
            header: t('reads.columns.category'),
            cell: (read) => t(`reads.categories.${read.category}`),
          },
          { key: 'basis', header: t('reads.columns.basis'), cell: (read) => t(`reads.bases.${read.basis}`) },
        ]}
      />
    </>
  );
}

function ReviewCard({
  review,
  canReview,
  moment,
  onMarkReviewed,
}: {
  review: ReadReview;
  canReview: boolean;
  moment: (at: string) => string;
  onMarkReviewed: (reviewId: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('privacyDesk');
  const reader = review.readerName ?? t('reads.erasedAccount');
  const raisedAt = moment(review.raisedAt);
  const heading = t('reads.reviewHeading', { reader, category: t(`reads.categories.${review.category}`) });
  return (
    <li className="privacy-request" aria-label={heading}>
      <h4>{heading}</h4>
      <p>
        <strong className="privacy-request__late">
          {t(`reads.reviewKinds.${review.kind}`, { count: review.students })}
        </strong>
      </p>
      <p>{t('reads.raisedAt', { at: raisedAt })}</p>
      {review.reviewedAt ? (
        <p>
          {t('reads.reviewedBy', {
            at: moment(review.reviewedAt),
            name: review.reviewedByName ?? t('reads.erasedAccount'),
          })}
        </p>
      ) : (
        canReview && (
          <div className="privacy-request__actions">
            <Button
              type="button"
              variant="secondary"
              aria-label={t('reads.markReviewedName', { reader, at: raisedAt })}
              onClick={() => void onMarkReviewed(review.id).catch(() => undefined)}
            >
              {t('reads.markReviewed')}
            </Button>
          </div>
        )
      )}
    </li>
  );
}
