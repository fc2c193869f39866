import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@crescendo/i18n';
import { Alert, Button, EmptyState, Spinner, TableScroll, TextField } from '@crescendo/ui';
import { withToasts } from '@crescendo/web-kit';
import { describeError } from '@crescendo/i18n/server-errors';
import { AuditView } from './audit-view.js';
import { useAuditPages, useStartAudit } from './audits-api.js';

/**
 * 'Inventaires physiques' (issue 27 §6), the admin's tab and the teacher's section: 'Commencer un inventaire
 * physique' for a room, the school's audits newest first a page at a time, and one audit opened (its scan
 * field, its report). `titled`: a section with its own heading (the teacher's page), where the admin's tab
 * panel is named by its tab.
 */
export function AuditsPanel({ titled = false }: { titled?: boolean }) {
  const { t, i18n } = useTranslation(['translation', 'inventory', 'inventoryRepairs']);
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const [opened, setOpened] = useState<string | null>(null);
  const [location, setLocation] = useState('');
  const pages = useAuditPages();
  const start = useStartAudit();
  const audits = pages.data?.pages.flatMap((page) => page.audits) ?? [];

  if (opened) return <AuditView auditId={opened} onBack={() => setOpened(null)} />;

  const begin = () => {
    if (!location.trim() || start.isPending) return;
    void withToasts(
      start.mutateAsync(location.trim()),
      t('inventoryRepairs:audits.started'),
      (error) => `${t('inventoryRepairs:audits.startFailed')} ${describeError(error, i18n)}`,
    ).then(
      (audit) => {
        setLocation('');
        setOpened(audit.id);
      },
      () => undefined,
    );
  };

  const Frame = titled ? TitledSection : 'div';
  return (
    <Frame className="cr-inventory">
      <form
        className="cr-inventory__start"
        onSubmit={(event) => {
          event.preventDefault();
          begin();
        }}
      >
        <TextField
          label={t('inventoryRepairs:audits.location')}
          hint={t('inventoryRepairs:audits.locationHint')}
          autoComplete="off"
          value={location}
          onChange={(event) => setLocation(event.target.value)}
        />
        <Button type="submit" disabled={!location.trim() || start.isPending}>
          {t('inventoryRepairs:audits.start')}
        </Button>
      </form>
      {pages.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : pages.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : audits.length === 0 ? (
        <EmptyState title={t('inventoryRepairs:audits.empty')} />
      ) : (
        <TableScroll label={t('inventoryRepairs:audits.tableLabel')}>
          <table className="cr-inventory-table">
            <thead>
              <tr>
                <th scope="col">{t('inventoryRepairs:audits.columns.location')}</th>
                <th scope="col">{t('inventoryRepairs:audits.columns.startedAt')}</th>
                <th scope="col">{t('inventoryRepairs:audits.columns.status')}</th>
                <th scope="col">{t('inventoryRepairs:audits.columns.counts')}</th>
                <th scope="col">
                  <span className="cr-visually-hidden">{t('inventoryRepairs:audits.open')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {audits.map((audit) => (
                <tr key={audit.id}>
                  <th scope="row">{audit.location}</th>
                  <td>{formatDate(audit.startedAt, lang)}</td>
                  <td>
                    {audit.finishedAt
                      ? t('inventoryRepairs:audits.finishedOn', { day: formatDate(audit.finishedAt, lang) })
                      : t('inventoryRepairs:audits.underWay')}
                  </td>
                  <td>
                    {t('inventoryRepairs:audits.counts', {
                      expected: audit.expectedCount,
                      found: audit.foundCount,
                      missing: audit.missingCount,
                      unexpected: audit.unexpectedCount,
                    })}
                  </td>
                  <td>
                    <Button
                      variant="secondary"
                      aria-label={t('inventoryRepairs:audits.openOf', { location: audit.location })}
                      onClick={() => setOpened(audit.id)}
                    >
                      {t('inventoryRepairs:audits.open')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {pages.hasNextPage && (
        <Button
          variant="secondary"
          onClick={() => void pages.fetchNextPage()}
          disabled={pages.isFetchingNextPage}
        >
          {t('inventory:loadMore')}
        </Button>
      )}
    </Frame>
  );
}

function TitledSection({ className, children }: { className: string; children: ReactNode }) {
  const { t } = useTranslation(['inventory']);
  return (
    <section className={className} aria-labelledby="cr-audits-title">
      <h2 id="cr-audits-title" className="cr-quick-loan__heading">
        {t('inventory:tabs.audits')}
      </h2>
      {children}
    </section>
  );
}
