import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelsPerSheet, type PrintLabelsInput } from '@crescendo/contracts';
import { Modal, TextField } from '@crescendo/ui';

const css = `
.cr-labels__which { display: flex; flex-direction: column; gap: var(--cr-space-2); border: 0; padding: 0; margin: 0 0 var(--cr-space-3); }
.cr-labels__which legend { font-weight: 600; margin-bottom: var(--cr-space-1); }
.cr-labels__choice, .cr-labels__pick { display: inline-flex; align-items: center; gap: var(--cr-space-2); }
.cr-labels__choice input, .cr-labels__pick input { width: 1.25rem; height: 1.25rem; margin: 0; }
.cr-labels__bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: var(--cr-space-2); }
@media (max-width: 760px) {
  .cr-labels__choice, .cr-labels__pick { min-height: 44px; min-width: 44px; justify-content: center; }
  .cr-labels__bar { justify-content: stretch; }
  .cr-labels__bar .cr-button { flex: 1 1 100%; }
}
`;

/** Styles of the labels' choice (checkboxes reachable with a thumb: 44 px on a phone). */
export function LabelStyles() {
  return (
    <style href="crescendo-inventory-labels" precedence="default">
      {css}
    </style>
  );
}

export interface PrintLabelsModalProps {
  /** The instruments chosen with the checkboxes. */
  chosenIds: string[];
  /** The list's filter, to print everything it finds when nothing is chosen. */
  filter: NonNullable<PrintLabelsInput['filter']>;
  onPrint: (input: PrintLabelsInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * 'Imprimer les étiquettes': the chosen instruments (or every instrument of the filter) and the first slot to
 * use on the sheet (Avery 5160: 1–30, row by row), then the PDF is downloaded.
 */
export function PrintLabelsModal({ chosenIds, filter, onPrint, onClose }: PrintLabelsModalProps) {
  const { t } = useTranslation(['translation', 'inventoryLabels']);
  const [which, setWhich] = useState<'chosen' | 'filter'>(chosenIds.length > 0 ? 'chosen' : 'filter');
  const [startAt, setStartAt] = useState('1');
  const [busy, setBusy] = useState(false);
  const start = Number(startAt);
  const validStart = Number.isInteger(start) && start >= 1 && start <= labelsPerSheet;

  const print = () => {
    if (!validStart || busy) return;
    setBusy(true);
    const chosen = which === 'chosen' ? { instrumentIds: chosenIds } : { filter };
    void onPrint({ ...chosen, startAt: start })
      .then(onClose)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('inventoryLabels:dialogTitle')}
      description={t('inventoryLabels:dialogDescription')}
      confirmLabel={t('inventoryLabels:confirm')}
      cancelLabel={t('common.cancel')}
      confirmDisabled={!validStart || busy}
      onConfirm={print}
    >
      <fieldset className="cr-labels__which">
        <legend>{t('inventoryLabels:which')}</legend>
        <label className="cr-labels__choice">
          <input
            type="radio"
            name="labels-which"
            value="chosen"
            checked={which === 'chosen'}
            disabled={chosenIds.length === 0}
            onChange={() => setWhich('chosen')}
          />
          {t('inventoryLabels:whichChosen', { count: chosenIds.length })}
        </label>
        <label className="cr-labels__choice">
          <input
            type="radio"
            name="labels-which"
            value="filter"
            checked={which === 'filter'}
            onChange={() => setWhich('filter')}
          />
          {t('inventoryLabels:whichFilter')}
        </label>
      </fieldset>
      <TextField
        label={t('inventoryLabels:startAt')}
        hint={t('inventoryLabels:startAtHint')}
        error={validStart ? undefined : t('inventoryLabels:startAtInvalid')}
        type="number"
        inputMode="numeric"
        min={1}
        max={labelsPerSheet}
        value={startAt}
        onChange={(event) => setStartAt(event.target.value)}
      />
    </Modal>
  );
}
