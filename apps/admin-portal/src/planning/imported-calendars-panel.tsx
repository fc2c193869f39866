import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportCalendarFromUrlInput, ImportCalendarInput, ImportedCalendar } from '@crescendo/contracts';
import { formatDate, formatDateTime } from '@crescendo/i18n';
import { renderMessage } from '@crescendo/i18n/server-errors';
import { Alert, Button, Modal, Spinner, toast } from '@crescendo/ui';
import { LoadMoreButton, useLanguage, withToasts } from '@crescendo/web-kit';
import { ImportCalendarModal } from './import-calendar-modal.js';
import {
  useDeleteImportedCalendar,
  useImportCalendar,
  useImportCalendarFromUrl,
  useImportedCalendars,
  useRefreshImportedCalendar,
} from './imported-calendars-api.js';

/**
 * 'Calendriers importés' under the admin's 'Planification' (issue 28 §4): 'Importer un calendrier' (an .ics
 * file or its address), each imported calendar with its days' count and span, for one read by address its
 * last read (and why it failed) with 'Actualiser', and 'Supprimer' (confirmed first).
 */
export function ImportedCalendarsPanel() {
  const { t } = useTranslation(['translation', 'planning']);
  const lang = useLanguage();
  const [importing, setImporting] = useState(false);
  const [removing, setRemoving] = useState<ImportedCalendar | null>(null);
  const pages = useImportedCalendars();
  const importOne = useImportCalendar();
  const importFromUrl = useImportCalendarFromUrl();
  const refresh = useRefreshImportedCalendar();
  const remove = useDeleteImportedCalendar();
  const calendars = pages.data?.pages.flatMap((page) => page.calendars) ?? [];

  // The success toast says how many days came in; a refusal toasts and the form shows the server's words.
  const saveWithCount = (saving: Promise<ImportedCalendar>) =>
    saving.then(
      (calendar) => {
        toast.success(t('planning:imports.done', { count: calendar.events }));
        return calendar;
      },
      (error: unknown) => {
        toast.error(t('planning:imports.failed'));
        throw error;
      },
    );
  const refreshOne = (calendar: ImportedCalendar) =>
    void withToasts(
      refresh.mutateAsync(calendar.id),
      t('planning:imports.refreshed'),
      t('planning:imports.refreshFailed'),
    ).catch(() => undefined);
  const confirmRemove = (calendar: ImportedCalendar) => {
    setRemoving(null);
    void withToasts(
      remove.mutateAsync(calendar.id),
      t('planning:imports.removed'),
      t('planning:imports.removeFailed'),
    ).catch(() => undefined);
  };
  const day = (value: string) => formatDate(`${value}T12:00:00Z`, lang);

  return (
    <section className="cr-planning__imports" aria-labelledby="cr-planning-imports-title">
      <div className="cr-planning__toolbar">
        <h2 id="cr-planning-imports-title">{t('planning:imports.listTitle')}</h2>
        <Button variant="secondary" onClick={() => setImporting(true)}>
          {t('planning:imports.open')}
        </Button>
      </div>
      {pages.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : pages.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : calendars.length === 0 ? (
        <p>{t('planning:imports.empty')}</p>
      ) : (
        <ul className="cr-planning__events">
          {calendars.map((calendar) => (
            <li key={calendar.id} className="cr-planning__event">
              <div>
                <p className="cr-planning__title">{calendar.name}</p>
                <p>
                  {t('planning:imports.summary', {
                    count: calendar.events,
                    from: calendar.firstDay ? day(calendar.firstDay) : '—',
                    to: calendar.lastDay ? day(calendar.lastDay) : '—',
                  })}
                </p>
                {calendar.source === 'url' ? <UrlSourceLine calendar={calendar} /> : null}
              </div>
              {calendar.source === 'url' ? (
                <Button
                  variant="secondary"
                  aria-label={t('planning:imports.refreshOf', { name: calendar.name })}
                  disabled={refresh.isPending && refresh.variables === calendar.id}
                  onClick={() => refreshOne(calendar)}
                >
                  {t('planning:imports.refresh')}
                </Button>
              ) : null}
              <Button
                variant="danger"
                aria-label={t('planning:imports.removeOf', { name: calendar.name })}
                onClick={() => setRemoving(calendar)}
              >
                {t('planning:imports.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={pages} label={t('planning:month.loadMore')} />
      {importing ? (
        <ImportCalendarModal
          onImport={(input: ImportCalendarInput) => saveWithCount(importOne.mutateAsync(input))}
          onImportFromUrl={(input: ImportCalendarFromUrlInput) =>
            saveWithCount(importFromUrl.mutateAsync(input))
          }
          onClose={() => setImporting(false)}
        />
      ) : null}
      {removing ? (
        <Modal
          open
          danger
          onOpenChange={(open) => !open && setRemoving(null)}
          title={t('planning:imports.removeTitle', { name: removing.name })}
          description={t('planning:imports.removeWarning')}
          confirmLabel={t('common.delete')}
          cancelLabel={t('common.cancel')}
          onConfirm={() => confirmRemove(removing)}
        />
      ) : null}
    </section>
  );
}

/** Where a calendar imported by address comes from, when it was last read, and why that read failed. */
function UrlSourceLine({ calendar }: { calendar: ImportedCalendar }) {
  const { t } = useTranslation(['translation', 'planning']);
  const lang = useLanguage();
  const reason = calendar.refreshError ? renderMessage(calendar.refreshError, lang) : undefined;
  return (
    <>
      <p className="cr-planning__source-url">
        {t('planning:imports.fromUrl', { url: calendar.sourceUrl ?? '' })}
      </p>
      {calendar.refreshedAt ? (
        <p>{t('planning:imports.lastRead', { at: formatDateTime(calendar.refreshedAt, lang) })}</p>
      ) : null}
      {calendar.refreshError ? (
        <Alert tone="error">
          {t('planning:imports.lastReadFailed', { reason: reason ?? t('planning:imports.failed') })}
        </Alert>
      ) : null}
    </>
  );
}
