import { useTranslation } from 'react-i18next';
import type { AddInstrumentInput, InventoryInstrument } from '@crescendo/contracts';
import {
  familyInstruments,
  instrumentConditions,
  instrumentFamilies,
  type InstrumentFamily,
} from '@crescendo/domain';
import { SelectField, TextAreaField, TextField } from '@crescendo/ui';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';
import { emptyInstrumentForm, instrumentFormSchema, instrumentFormOf } from './instrument-form-schema.js';

export interface AddInstrumentModalProps {
  /** The instrument changed ('Modifier'); absent to add one. */
  instrument?: InventoryInstrument;
  /** Resolves once saved; rejects with the server's error (its toast already shown). */
  onSave: (instrument: AddInstrumentInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * 'Ajouter un instrument' (or change one): family and type from the instrument list, the school's asset number,
 * the rest.
 */
export function AddInstrumentModal({ instrument, onSave, onClose }: AddInstrumentModalProps) {
  const { t, i18n } = useTranslation(['translation', 'inventory']);
  const dialog = useFormDialog({
    schema: instrumentFormSchema({ priceFormat: t('inventory:instruments.priceFormat') }),
    defaultValues: instrument
      ? instrumentFormOf(instrument, i18n.language.startsWith('en') ? '.' : ',')
      : emptyInstrumentForm,
    onSubmit: onSave,
    onSent: onClose,
  });
  const family = dialog.form.watch('family') as InstrumentFamily | '';
  const types = family ? familyInstruments[family] : [];

  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={
        instrument
          ? t('inventory:instruments.editTitle', { assetNumber: instrument.assetNumber })
          : t('inventory:instruments.add')
      }
      confirmLabel={t('common.save')}
      sendingLabel={t('status.sending')}
      cancelLabel={t('common.cancel')}
    >
      <SelectField
        label={t('inventory:instruments.fields.family')}
        required
        placeholder={t('inventory:instruments.chooseFamily')}
        options={instrumentFamilies.map((value) => ({ value, label: t(`inventory:families.${value}`) }))}
        {...dialog.field('family')}
      />
      <SelectField
        label={t('inventory:instruments.fields.type')}
        required
        placeholder={t('inventory:instruments.chooseType')}
        options={types.map((value) => ({ value, label: value }))}
        {...dialog.field('type')}
      />
      <TextField
        label={t('inventory:instruments.fields.assetNumber')}
        required
        autoComplete="off"
        hint={t('inventory:instruments.fields.assetNumberHint')}
        {...dialog.field('assetNumber')}
      />
      <TextField label={t('inventory:instruments.fields.brand')} {...dialog.field('brand')} />
      <TextField label={t('inventory:instruments.fields.model')} {...dialog.field('model')} />
      <TextField
        label={t('inventory:instruments.fields.serialNumber')}
        autoComplete="off"
        {...dialog.field('serialNumber')}
      />
      <TextField
        label={t('inventory:instruments.fields.purchaseDate')}
        type="date"
        {...dialog.field('purchaseDate')}
      />
      <TextField
        label={t('inventory:instruments.fields.price')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('inventory:instruments.fields.priceHint')}
        {...dialog.field('price')}
      />
      <SelectField
        label={t('inventory:instruments.fields.condition')}
        options={instrumentConditions.map((value) => ({ value, label: t(`inventory:conditions.${value}`) }))}
        {...dialog.field('condition')}
      />
      <TextField label={t('inventory:instruments.fields.location')} {...dialog.field('location')} />
      <TextAreaField label={t('inventory:instruments.fields.notes')} {...dialog.field('notes')} />
    </FormDialog>
  );
}
