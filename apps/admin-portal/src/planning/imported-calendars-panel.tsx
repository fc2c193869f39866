import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportCalendarInput, ImportedCalendar } from '@crescendo/contracts';
import { formatDate } from '@crescendo/i18n';
import { Alert, Button, Modal, Spinner, toast } from '@crescendo/ui';
import { useLanguage, withToasts } from '@crescendo/web-kit';
import { ImportCalendarModal } from './import-calendar-modal.js';
import {
  useDeleteImportedCalendar,
  useImportCalendar,
  useImportedCalendars,
} from './imported-calendars-api.js';

/**
 * 'Calendriers importés' under the admin's 'Planification' (issue 28 §4): 'Importer un calendrier' (an .ics
 * file), each imported calendar with its days' count and span, and 'Supprimer' (confirmed first).
 */
export function ImportedCalendarsPanel() {
  const { t } = useTranslation(['translation', 'planning']);
  const lang = useLanguage();
  const [importing, setImporting] = useState(false);
  const [removing, setRemoving] = useState<ImportedCalendar | null>(null);
  const pages = useImportedCalendars();
  const importOne = useImportCalendar();
  const remove = useDeleteImportedCalendar();
  const calendars = pages.data?.pages.flatMap((page) => page.calendars) ?? [];

  // The success toast says how many days came in; a refusal toasts and the form shows the server's words.
  const saveWithCount = (input: ImportCalendarInput) =>
    importOne.mutateAsync(input).then(
      (calendar) => {
        toast.success(t('planning:imports.done', { count: calendar.events }));
        return calendar;
      },
      (error: unknown) => {
        toast.error(t('planning:imports.failed'));
        throw error;
      },
    );
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
              </div>
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
      {pages.hasNextPage ? (
        <Button variant="secondary" onClick={() => void pages.fetchNextPage()}>
          {t('planning:month.loadMore')}
        </Button>
      ) : null}
      {importing ? (
        <ImportCalendarModal onImport={saveWithCount} onClose={() => setImporting(false)} />
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
