import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loan } from '@crescendo/contracts';
import { instrumentConditions, returnDamages } from '@crescendo/domain';
import { SelectField, TextAreaField, TextField } from '@crescendo/ui';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';
import {
  ConditionPhotoPicker,
  ConditionPhotosOutcome,
  PendingPhotosDialog,
  useConditionPhotos,
  type ResizeDeps,
} from '@crescendo/web-kit/photos';
import type { ReturnBody } from './return-api.js';
import { emptyReturnForm, returnFormSchema } from './return-form-schema.js';

export interface ReturnLoanModalProps {
  loan: Loan;
  /** Resolves once recorded; rejects with the server's error (its toast already shown). */
  onSave: (body: ReturnBody) => Promise<unknown>;
  onClose: () => void;
  /** The canvas the photos are resized on (a test's own). */
  resizeDeps?: ResizeDeps;
}

/**
 * 'Retour': the condition it came back in and, when damaged, the kind; only negligence can be charged to the
 * family, and only where the school's policy allows it (the server decides). Photos of the condition (and, for
 * negligence, of the repair quote) are taken here and sent once the return is recorded (decision 0078): a photo
 * that does not go leaves the return recorded, says why and offers to send it again.
 */
export function ReturnLoanModal({ loan, onSave, onClose, resizeDeps }: ReturnLoanModalProps) {
  const { t } = useTranslation(['translation', 'inventory']);
  const photos = useConditionPhotos(resizeDeps);
  const [recorded, setRecorded] = useState(false);
  const allSent = useRef(true);
  const dialog = useFormDialog({
    schema: returnFormSchema({ chargeFormat: t('inventory:loans.chargeFormat') }),
    defaultValues: emptyReturnForm,
    onSubmit: async (body: ReturnBody) => {
      await onSave(body);
      setRecorded(true);
      // A quote is evidence of negligence only: one chosen before the damage was changed is not sent.
      allSent.current = await photos.send(
        loan.id,
        body.damage === 'negligence' ? ['return', 'quote'] : ['return'],
      );
    },
    onSent: () => allSent.current && onClose(),
  });
  const negligence = dialog.form.watch('damage') === 'negligence';
  const title = t('inventory:loans.returnTitle', { assetNumber: loan.assetNumber });

  // Recorded, some photos left: the return is never sent twice.
  if (recorded && photos.failure)
    return <PendingPhotosDialog title={title} photos={photos} recorded="return" onClose={onClose} />;
  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={title}
      confirmLabel={t('inventory:loans.return')}
      sendingLabel={t('status.sending')}
      cancelLabel={t('common.cancel')}
    >
      <SelectField
        label={t('inventory:instruments.fields.condition')}
        options={instrumentConditions.map((value) => ({ value, label: t(`inventory:conditions.${value}`) }))}
        {...dialog.field('condition')}
      />
      <SelectField
        label={t('inventory:loans.damage')}
        placeholder={t('inventory:loans.noDamage')}
        options={returnDamages.map((value) => ({ value, label: t(`inventory:damages.${value}`) }))}
        {...dialog.field('damage')}
      />
      {negligence && (
        <TextField
          label={t('inventory:loans.charge')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('inventory:loans.chargeHint')}
          {...dialog.field('charge')}
        />
      )}
      <TextAreaField label={t('inventory:instruments.fields.notes')} {...dialog.field('notes')} />
      <ConditionPhotoPicker photos={photos} stage="return" />
      {negligence && <ConditionPhotoPicker photos={photos} stage="quote" />}
      <ConditionPhotosOutcome photos={photos} recorded="return" />
    </FormDialog>
  );
}
