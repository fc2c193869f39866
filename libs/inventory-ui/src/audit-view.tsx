import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { auditItemStates, type AuditItemState } from '@crescendo/contracts';
import { formatDateTime } from '@crescendo/i18n';
import { describeError } from '@crescendo/i18n/server-errors';
import {
  Alert,
  Button,
  EmptyState,
  Modal,
  SelectField,
  Spinner,
  TableScroll,
  TextField,
  toast,
} from '@crescendo/ui';
import { LoadMoreButton, withToasts } from '@crescendo/web-kit';
import { useAudit, useAuditItemPages, useFinishAudit, useScanAudit } from './audits-api.js';

/**
 * One physical inventory: its counts, the scan field while it is under way (a USB scanner types the code and
 * Enter; each code ticks its instrument off), 'Terminer l'inventaire', and its lines by state — the report
 * once finished (the missing first, then the unexpected).
 */
export function AuditView({ auditId, onBack }: { auditId: string; onBack: () => void }) {
  const { t, i18n } = useTranslation(['translation', 'inventory', 'inventoryRepairs']);
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const scanFieldId = useId();
  const audit = useAudit(auditId);
  const scan = useScanAudit(auditId);
  const finish = useFinishAudit(auditId);
  const [code, setCode] = useState('');
  const [last, setLast] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [chosen, setChosen] = useState<AuditItemState | null>(null);
  const finished = Boolean(audit.data?.finishedAt);
  const state: AuditItemState = chosen ?? (finished ? 'missing' : 'expected');
  const items = useAuditItemPages(auditId, state);
  const lines = items.data?.pages.flatMap((page) => page.items) ?? [];

  const submit = async () => {
    const typed = code.trim();
    if (!typed || scan.isPending) return;
    setCode('');
    try {
      const reply = await scan.mutateAsync(typed);
      const { assetNumber, location } = reply.item;
      const said = reply.alreadyScanned
        ? t('inventoryRepairs:audits.scannedTwice', { assetNumber })
        : reply.item.expected
          ? t('inventoryRepairs:audits.scanned', { assetNumber })
          : t('inventoryRepairs:audits.scannedUnexpected', { assetNumber, location: location ?? '—' });
      setLast(said);
      if (reply.item.expected) toast.success(said);
      else toast.error(said);
    } catch (error) {
      const said = `${t('inventoryRepairs:audits.scanFailed')} ${describeError(error, i18n)}`;
      setLast(said);
      toast.error(said);
    }
    document.getElementById(scanFieldId)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit();
  };

  const end = () => {
    setConfirming(false);
    void withToasts(
      finish.mutateAsync(),
      t('inventoryRepairs:audits.finished'),
      (error) => `${t('inventoryRepairs:audits.finishFailed')} ${describeError(error, i18n)}`,
    ).then(
      () => setChosen('missing'),
      () => undefined,
    );
  };

  if (audit.isPending) return <Spinner label={t('app.loadingShort')} />;
  if (audit.isError) return <Alert tone="error">{t('app.loadFailed')}</Alert>;
  const current = audit.data;

  return (
    <section className="cr-inventory" aria-labelledby="cr-audit-title">
      <div className="cr-inventory__actions">
        <Button variant="secondary" onClick={onBack}>
          {t('inventoryRepairs:audits.back')}
        </Button>
      </div>
      <h2 id="cr-audit-title">
        {finished ? `${t('inventoryRepairs:audits.report')} — ${current.location}` : current.location}
      </h2>
      <p>
        {finished
          ? t('inventoryRepairs:audits.finishedOn', { day: formatDateTime(current.finishedAt!, lang) })
          : t('inventoryRepairs:audits.underWay')}
      </p>
      <p role="status" aria-live="polite">
        {t('inventoryRepairs:audits.counts', {
          expected: current.expectedCount,
          found: current.foundCount,
          missing: current.missingCount,
          unexpected: current.unexpectedCount,
        })}
      </p>
      {!finished && (
        <>
          <TextField
            id={scanFieldId}
            label={t('inventoryRepairs:audits.scan')}
            hint={t('inventoryRepairs:audits.scanHint')}
            autoComplete="off"
            enterKeyHint="go"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <div role="status" aria-live="polite" className="cr-inventory__last-scan">
            {last}
          </div>
          <div className="cr-inventory__actions">
            <Button onClick={() => setConfirming(true)} disabled={finish.isPending}>
              {t('inventoryRepairs:audits.finish')}
            </Button>
          </div>
        </>
      )}
      <div className="cr-inventory__filters">
        <SelectField
          label={t('inventoryRepairs:audits.show')}
          options={auditItemStates.map((value) => ({
            value,
            label: t(`inventoryRepairs:audits.states.${value}`),
          }))}
          value={state}
          onChange={(event) => setChosen(event.target.value as AuditItemState)}
        />
      </div>
      {items.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : items.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : lines.length === 0 ? (
        <EmptyState title={t('inventoryRepairs:audits.none')} />
      ) : (
        <TableScroll label={t('inventoryRepairs:audits.itemsLabel')}>
          <table className="cr-inventory-table">
            <thead>
              <tr>
                <th scope="col">{t('inventoryRepairs:audits.columns.assetNumber')}</th>
                <th scope="col">{t('inventoryRepairs:audits.columns.instrument')}</th>
                <th scope="col">{t('inventoryRepairs:audits.columns.recordedIn')}</th>
                <th scope="col">{t('inventoryRepairs:audits.columns.availability')}</th>
                <th scope="col">{t('inventoryRepairs:audits.columns.scannedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.instrumentId}>
                  <th scope="row">{line.assetNumber}</th>
                  <td>{line.type}</td>
                  <td>{line.location ?? '—'}</td>
                  <td>{t(`inventory:availability.${line.availability}`)}</td>
                  <td>
                    {line.scannedAt ? formatDateTime(line.scannedAt, lang) : t('inventoryRepairs:audits.no')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <LoadMoreButton pages={items} label={t('inventory:loadMore')} />
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('inventoryRepairs:audits.finish')}
        description={t('inventoryRepairs:audits.finishConfirm')}
        confirmLabel={t('inventoryRepairs:audits.finish')}
        cancelLabel={t('common.cancel')}
        onConfirm={end}
      />
    </section>
  );
}
