import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportedDay, PlanningEventInput, PlanningOccurrence } from '@crescendo/contracts';
import { dayOf, monthOf, type DayRange } from '@crescendo/domain';
import { formatDate, formatTime } from '@crescendo/i18n';
import { Alert, Button, EmptyState, PageHeader, Spinner } from '@crescendo/ui';
import {
  EventFormDialog,
  EventSummary,
  ImportedDaySummary,
  TripConsentsPanel,
  askConflicts,
  importedDaysWithin,
  useAddEvent,
  useCancelEvent,
  useRangeImportedDays,
  useEquipmentApi,
  useRangeOccurrences,
} from '@crescendo/planning-ui';
import { LoadMoreButton, useLanguage, withToasts } from '@crescendo/web-kit';
import { useOrganizationGroups } from '../groups/admin-groups-api.js';
import { ImportedCalendarsPanel } from './imported-calendars-panel.js';
import { PlanningStyles } from './planning-styles.js';

interface MonthDay {
  imported: ImportedDay[];
  occurrences: PlanningOccurrence[];
}

/**
 * The month by day (in the school's time zone), in day order: the imported days and events first (an all-day
 * one on each of its days within the month), then the occurrences in start order.
 */
export function byDay(
  occurrences: PlanningOccurrence[],
  imported: ImportedDay[],
  month: DayRange,
): Array<[string, MonthDay]> {
  const days = new Map<string, MonthDay>();
  const of = (day: string) => {
    const entry = days.get(day) ?? { imported: [], occurrences: [] };
    days.set(day, entry);
    return entry;
  };
  for (const item of imported) for (const day of importedDaysWithin(item, month)) of(day).imported.push(item);
  for (const occurrence of occurrences) of(occurrence.occurrenceDay).occurrences.push(occurrence);
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Admin 'Planification' (/admin/planification, issue 28): the month's events as a list grouped by day (an
 * accessible list rather than a grid), 'Nouvel événement', and "Annuler l'événement".
 */
export function PlanningPage() {
  const { t } = useTranslation(['translation', 'planning']);
  const lang = useLanguage();
  const [offset, setOffset] = useState(0);
  const [adding, setAdding] = useState(false);
  /** The occurrence whose 'Consentements' are open (a 'Sortie'). */
  const [consentsOf, setConsentsOf] = useState<string | null>(null);
  const month = monthOf(dayOf(new Date()), offset);
  const pages = useRangeOccurrences(month);
  const importedPages = useRangeImportedDays(month);
  const groups = useOrganizationGroups();
  const add = useAddEvent();
  const cancel = useCancelEvent();
  const equipment = useEquipmentApi();
  const occurrences = pages.data?.pages.flatMap((page) => page.occurrences) ?? [];
  const importedDays = importedPages.data?.pages.flatMap((page) => page.days) ?? [];
  const groupName = new Map((groups.data?.groups ?? []).map((group) => [group.id, group.name] as const));
  const monthTitle = new Intl.DateTimeFormat(lang === 'en' ? 'en-CA' : 'fr-CA', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month.from}T12:00:00Z`));

  const save = (event: PlanningEventInput) =>
    withToasts(add.mutateAsync(event), t('planning:added'), t('planning:addFailed'));
  const cancelOne = (eventId: string) =>
    withToasts(cancel.mutateAsync(eventId), t('planning:cancelDone'), t('planning:cancelFailed')).catch(
      () => undefined,
    );

  return (
    <>
      <PlanningStyles />
      <PageHeader
        title={t('admin.pages.planification.title')}
        description={t('admin.pages.planification.description')}
      />
      <div className="cr-planning">
        <div className="cr-planning__toolbar">
          <div className="cr-planning__month">
            <Button
              variant="secondary"
              onClick={() => setOffset(offset - 1)}
              aria-label={t('planning:month.previous')}
            >
              ‹
            </Button>
            <h2 aria-live="polite">{monthTitle}</h2>
            <Button
              variant="secondary"
              onClick={() => setOffset(offset + 1)}
              aria-label={t('planning:month.next')}
            >
              ›
            </Button>
          </div>
          <Button onClick={() => setAdding(true)}>{t('planning:add')}</Button>
        </div>
        {pages.isPending ? (
          <Spinner label={t('app.loadingShort')} />
        ) : pages.isError ? (
          <Alert tone="error">{t('app.loadFailed')}</Alert>
        ) : occurrences.length === 0 && importedDays.length === 0 ? (
          <EmptyState title={t('planning:month.empty')} />
        ) : (
          <ol className="cr-planning__days">
            {byDay(occurrences, importedDays, month).map(([day, { imported, occurrences: items }]) => (
              <li key={day} className="cr-planning__day">
                <h3>{formatDate(`${day}T12:00:00Z`, lang)}</h3>
                <ul className="cr-planning__events">
                  {imported.map((item) => (
                    // Read-only: an imported calendar's day is changed by importing it again, or deleted with it.
                    <li key={`${item.id}-${day}`} className="cr-planning__event cr-planning__event--imported">
                      <ImportedDaySummary
                        item={item}
                        time={(value) => formatTime(value, lang)}
                        classPrefix="cr-planning"
                      />
                    </li>
                  ))}
                  {items.map((occurrence) => {
                    const { event } = occurrence;
                    const cancelled = event.status === 'cancelled';
                    return (
                      <li
                        key={occurrence.occurrenceId}
                        className={`cr-planning__event${cancelled ? ' cr-planning__event--cancelled' : ''}`}
                      >
                        <EventSummary
                          occurrence={occurrence}
                          groupName={groupName}
                          time={(value) => formatTime(value, lang)}
                          classPrefix="cr-planning"
                        />
                        <div className="cr-planning__actions">
                          {event.type === 'outing' ? (
                            <Button
                              variant="secondary"
                              aria-expanded={consentsOf === occurrence.occurrenceId}
                              aria-label={t('planning:consents.openOf', {
                                title: event.title,
                                day: formatDate(`${day}T12:00:00Z`, lang),
                              })}
                              onClick={() =>
                                setConsentsOf(
                                  consentsOf === occurrence.occurrenceId ? null : occurrence.occurrenceId,
                                )
                              }
                            >
                              {t('planning:consents.open')}
                            </Button>
                          ) : null}
                          {cancelled ? null : (
                            <Button
                              variant="danger"
                              aria-label={t('planning:cancelOf', {
                                title: event.title,
                                day: formatDate(`${day}T12:00:00Z`, lang),
                              })}
                              onClick={() => void cancelOne(event.id)}
                            >
                              {t('planning:cancel')}
                            </Button>
                          )}
                        </div>
                        {consentsOf === occurrence.occurrenceId ? (
                          <TripConsentsPanel eventId={event.id} title={event.title} />
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ol>
        )}
        <LoadMoreButton pages={[pages, importedPages]} label={t('planning:month.loadMore')} />
        <ImportedCalendarsPanel />
      </div>
      {adding ? (
        <EventFormDialog
          title={t('planning:add')}
          groups={groups.data?.groups ?? []}
          onSave={save}
          onClose={() => setAdding(false)}
          askConflicts={askConflicts}
          equipment={equipment}
        />
      ) : null}
    </>
  );
}
