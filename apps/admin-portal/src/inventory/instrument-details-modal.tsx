import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompleteRepairBody, InventoryInstrument, SendToRepairBody } from '@crescendo/contracts';
import { formatDate, formatMoney } from '@crescendo/i18n';
import { describeError } from '@crescendo/i18n/server-errors';
import { Alert, Button, Modal, Spinner } from '@crescendo/ui';
import { LoadMoreButton, withToasts } from '@crescendo/web-kit';
import { PhotosPanel } from '@crescendo/web-kit/photos';
import { InstrumentReservations } from './instrument-reservations.js';
import { CompleteRepairForm, SendToRepairForm } from './repair-forms.js';
import { useCompleteRepair, useInstrument, useRepairPages, useSendToRepair } from './repairs-api.js';

type View = 'details' | 'send' | 'complete';

/**
 * An instrument's details (issue 27 §6): where it stands, when a physical inventory last saw it, its repair
 * history a page at a time, and 'Envoyer en réparation' / 'Réparation terminée'.
 */
export function InstrumentDetailsModal({
  instrument: listed,
  onClose,
}: {
  instrument: InventoryInstrument;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['translation', 'inventory', 'inventoryRepairs', 'inventoryPhotos']);
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const current = useInstrument(listed.id);
  const instrument = current.data ?? listed;
  const repairs = useRepairPages(listed.id);
  const history = repairs.data?.pages.flatMap((page) => page.repairs) ?? [];
  const open = history.find((repair) => repair.returnedOn === null) ?? null;
  const send = useSendToRepair();
  const complete = useCompleteRepair();
  const [view, setView] = useState<View>('details');
  const [sendBody, setSendBody] = useState<SendToRepairBody | null>(null);
  const [completeBody, setCompleteBody] = useState<CompleteRepairBody | null>(null);
  const day = (value: string) => formatDate(`${value.slice(0, 10)}T12:00:00Z`, lang);
  const money = (cents: number) => formatMoney(cents, 'CAD', lang);

  const confirm = () => {
    if (view === 'send' && sendBody)
      void withToasts(
        send.mutateAsync({ instrumentId: instrument.id, body: sendBody }),
        t('inventoryRepairs:repairs.sent'),
        (error) => `${t('inventoryRepairs:repairs.sendFailed')} ${describeError(error, i18n)}`,
      ).then(
        () => setView('details'),
        () => undefined,
      );
    if (view === 'complete' && completeBody && open)
      void withToasts(
        complete.mutateAsync({ repairId: open.id, body: completeBody }),
        t('inventoryRepairs:repairs.completed'),
        (error) => `${t('inventoryRepairs:repairs.completeFailed')} ${describeError(error, i18n)}`,
      ).then(
        () => setView('details'),
        () => undefined,
      );
  };

  const title =
    view === 'send'
      ? t('inventoryRepairs:repairs.sendTitle', { assetNumber: instrument.assetNumber })
      : view === 'complete'
        ? t('inventoryRepairs:repairs.completeTitle', { assetNumber: instrument.assetNumber })
        : t('inventoryRepairs:detailsTitle', { type: instrument.type, assetNumber: instrument.assetNumber });

  return (
    <Modal
      open
      onOpenChange={(isOpen) => {
        if (isOpen) return;
        if (view === 'details') onClose();
        else setView('details');
      }}
      title={title}
      cancelLabel={view === 'details' ? t('inventoryRepairs:close') : t('common.cancel')}
      confirmLabel={
        view === 'send'
          ? t('inventoryRepairs:repairs.send')
          : view === 'complete'
            ? t('inventoryRepairs:repairs.complete')
            : undefined
      }
      confirmDisabled={
        (view === 'send' && (!sendBody || send.isPending)) ||
        (view === 'complete' && (!completeBody || complete.isPending))
      }
      onConfirm={view === 'details' ? undefined : confirm}
    >
      {view === 'send' ? (
        <SendToRepairForm onChange={setSendBody} />
      ) : view === 'complete' && open ? (
        <CompleteRepairForm sentOn={open.sentOn} onChange={setCompleteBody} />
      ) : (
        <div className="cr-inventory__details">
          <dl className="cr-inventory__facts">
            <dt>{t('inventory:instruments.fields.condition')}</dt>
            <dd>{t(`inventory:conditions.${instrument.condition}`)}</dd>
            <dt>{t('inventory:instruments.fields.availability')}</dt>
            <dd>{t(`inventory:availability.${instrument.availability}`)}</dd>
            <dt>{t('inventory:instruments.fields.location')}</dt>
            <dd>{instrument.location ?? '—'}</dd>
            <dt>{t('inventoryRepairs:lastSeen')}</dt>
            <dd>
              {instrument.lastSeenAt
                ? t('inventoryRepairs:lastSeenValue', {
                    day: formatDate(instrument.lastSeenAt, lang),
                    room: instrument.lastSeenIn ?? '—',
                  })
                : t('inventoryRepairs:neverSeen')}
            </dd>
          </dl>
          <div className="cr-inventory__actions">
            {instrument.availability === 'in-repair' ? (
              <Button onClick={() => setView('complete')} disabled={!open}>
                {t('inventoryRepairs:repairs.complete')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                onClick={() => setView('send')}
                disabled={instrument.availability !== 'available'}
              >
                {t('inventoryRepairs:repairs.send')}
              </Button>
            )}
          </div>
          <InstrumentReservations instrumentId={instrument.id} />
          <h3 className="cr-inventory__subheading">{t('inventoryPhotos:title')}</h3>
          <PhotosPanel owner={{ instrumentId: instrument.id }} canAdd canRemove />
          <h3 className="cr-inventory__subheading">{t('inventoryRepairs:repairs.heading')}</h3>
          {repairs.isPending ? (
            <Spinner label={t('app.loadingShort')} />
          ) : repairs.isError ? (
            <Alert tone="error">{t('app.loadFailed')}</Alert>
          ) : history.length === 0 ? (
            <p>{t('inventoryRepairs:repairs.empty')}</p>
          ) : (
            <ul className="cr-inventory__repairs">
              {history.map((repair) => (
                <li key={repair.id}>
                  <strong>
                    {t('inventoryRepairs:repairs.sentLine', { day: day(repair.sentOn), shop: repair.shop })}
                  </strong>
                  {repair.quoteCents !== null && (
                    <span>
                      {t('inventoryRepairs:repairs.quoteValue', { amount: money(repair.quoteCents) })}
                    </span>
                  )}
                  {repair.returnedOn ? (
                    <span>
                      {t('inventoryRepairs:repairs.backOn', { day: day(repair.returnedOn) })} ·{' '}
                      {t('inventoryRepairs:repairs.costValue', { amount: money(repair.costCents ?? 0) })}
                    </span>
                  ) : (
                    <span>{t('inventoryRepairs:repairs.stillAway')}</span>
                  )}
                  {repair.notes && <span>{repair.notes}</span>}
                  {repair.returnNotes && <span>{repair.returnNotes}</span>}
                </li>
              ))}
            </ul>
          )}
          <LoadMoreButton pages={repairs} label={t('inventory:loadMore')} />
        </div>
      )}
    </Modal>
  );
}
