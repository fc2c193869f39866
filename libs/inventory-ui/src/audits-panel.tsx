import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@crescendo/i18n';
import { Button, TextField } from '@crescendo/ui';
import { withToasts } from '@crescendo/web-kit';
import { describeError } from '@crescendo/i18n/server-errors';
import { InventoryTable } from './inventory-table.js';
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
      <InventoryTable
        label={t('inventoryRepairs:audits.tableLabel')}
        pages={pages}
        rows={audits}
        rowKey={(audit) => audit.id}
        empty={t('inventoryRepairs:audits.empty')}
        columns={[
          {
            key: 'location',
            header: t('inventoryRepairs:audits.columns.location'),
            rowHeader: true,
            cell: (audit) => audit.location,
          },
          {
            key: 'startedAt',
            header: t('inventoryRepairs:audits.columns.startedAt'),
            cell: (audit) => formatDate(audit.startedAt, lang),
          },
          {
            key: 'status',
            header: t('inventoryRepairs:audits.columns.status'),
            cell: (audit) =>
              audit.finishedAt
                ? t('inventoryRepairs:audits.finishedOn', { day: formatDate(audit.finishedAt, lang) })
                : t('inventoryRepairs:audits.underWay'),
          },
          {
            key: 'counts',
            header: t('inventoryRepairs:audits.columns.counts'),
            cell: (audit) =>
              t('inventoryRepairs:audits.counts', {
                expected: audit.expectedCount,
                found: audit.foundCount,
                missing: audit.missingCount,
                unexpected: audit.unexpectedCount,
              }),
          },
          {
            key: 'open',
            header: t('inventoryRepairs:audits.open'),
            hiddenHeader: true,
            cell: (audit) => (
              <Button
                variant="secondary"
                aria-label={t('inventoryRepairs:audits.openOf', { location: audit.location })}
                onClick={() => setOpened(audit.id)}
              >
                {t('inventoryRepairs:audits.open')}
              </Button>
            ),
          },
        ]}
      />
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
