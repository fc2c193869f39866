import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportLanguage } from '@crescendo/contracts';
import { describeError } from '@crescendo/i18n/server-errors';
import { Alert, Button, toast } from '@crescendo/ui';
import { downloadBatch, downloadReportCardsCsv, useBatch, useStartBatch } from './report-card-batch-api.js';

const css = `
.cr-report-cards__batch { margin-bottom: var(--cr-space-4); padding: var(--cr-space-3); border: 1px solid var(--cr-color-border); background: var(--cr-color-surface); }
.cr-report-cards__batch h2 { margin: 0 0 var(--cr-space-2); font-size: 1.1rem; }
.cr-report-cards__batch-actions { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); }
.cr-report-cards__batch-progress { display: flex; flex-wrap: wrap; align-items: center; gap: var(--cr-space-2); margin: var(--cr-space-2) 0 0; }
.cr-report-cards__batch-progress p { margin: 0; }
@media (max-width: 760px) {
  .cr-report-cards__batch .cr-button { min-height: 44px; }
}
`;

export interface ReportCardBatchProps {
  /** The group whose cards; null: every card of the school for the term (an admin's). */
  groupId: string | null;
  termId: string;
  language: ReportLanguage;
}

/**
 * 'Générer tous les bulletins' (issue 29 §3, decision 0075): every card of the group — or of the school, for its
 * admin — for the term rendered by a job into one zip, its progress read every second ('Génération des
 * bulletins : 120 / 1 200'), then 'Télécharger les bulletins (ZIP)' until its time is over; for a group, 'Exporter
 * en CSV' for the school's student information system too.
 */
export function ReportCardBatch({ groupId, termId, language }: ReportCardBatchProps) {
  const { t, i18n } = useTranslation('reports');
  const [started, setStarted] = useState<{ id: string; groupId: string | null; termId: string } | null>(null);
  // A job of another group, term or language is not this one's.
  const batchId = started && started.groupId === groupId && started.termId === termId ? started.id : null;
  const batch = useBatch(batchId);
  const start = useStartBatch();
  const failed = (words: string) => (error: unknown) => toast.error(`${words} ${describeError(error, i18n)}`);
  const running = batch.data?.status === 'queued' || batch.data?.status === 'running';
  const until = batch.data?.expiresAt
    ? new Intl.DateTimeFormat(language === 'en' ? 'en-CA' : 'fr-CA', {
        dateStyle: 'long',
        timeStyle: 'short',
      }).format(new Date(batch.data.expiresAt))
    : '';
  const titleId = groupId ? 'cr-report-cards-batch-title' : 'cr-report-cards-school-batch-title';
  return (
    <section className="cr-report-cards__batch" aria-labelledby={titleId}>
      <style href="crescendo-report-card-batch" precedence="default">
        {css}
      </style>
      <h2 id={titleId}>{groupId ? t('batch.title') : t('batch.schoolTitle')}</h2>
      <div className="cr-report-cards__batch-actions">
        <Button
          onClick={() =>
            start
              .mutateAsync({ groupId, termId, language })
              .then(
                (created) => setStarted({ id: created.id, groupId, termId }),
                failed(t('batch.generateFailed')),
              )
          }
          disabled={start.isPending || running}
        >
          {groupId ? t('batch.generate') : t('batch.generateSchool')}
        </Button>
        {groupId && (
          <Button
            variant="secondary"
            onClick={() =>
              void downloadReportCardsCsv(groupId, termId, language).catch(failed(t('batch.csvFailed')))
            }
          >
            {t('batch.csv')}
          </Button>
        )}
      </div>
      {batch.data && running && (
        <p role="status" className="cr-report-cards__batch-progress">
          <progress max={Math.max(batch.data.total, 1)} value={batch.data.done} aria-hidden="true" />
          {t('batch.progress', { done: batch.data.done, total: batch.data.total })}
        </p>
      )}
      {batch.data?.status === 'ready' && (
        <div role="status" className="cr-report-cards__batch-progress">
          <p>{t('batch.ready', { count: batch.data.done, until })}</p>
          <Button
            variant="secondary"
            onClick={() => void downloadBatch(batch.data!).catch(failed(t('batch.downloadFailed')))}
          >
            {t('batch.download')}
          </Button>
        </div>
      )}
      {batch.data?.status === 'failed' && <Alert tone="error">{t('batch.failed')}</Alert>}
      {batch.data?.status === 'expired' && <Alert tone="info">{t('batch.expired')}</Alert>}
    </section>
  );
}
