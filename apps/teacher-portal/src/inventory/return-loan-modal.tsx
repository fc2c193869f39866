import { useTranslation } from 'react-i18next';
import type { Loan } from '@crescendo/contracts';
import { instrumentConditions, returnDamages } from '@crescendo/domain';
import { SelectField, TextAreaField, TextField } from '@crescendo/ui';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';
import type { ReturnBody } from './inventory-api.js';
import { emptyReturnForm, returnFormSchema } from './return-form-schema.js';

export interface ReturnLoanModalProps {
  loan: Loan;
  /** Resolves once recorded; rejects with the server's error (its toast already shown). */
  onSave: (body: ReturnBody) => Promise<unknown>;
  onClose: () => void;
}

/**
 * 'Retour': the condition it came back in and, when damaged, the kind; only negligence can be charged to the
 * family, and only where the school's policy allows it (the server decides).
 */
export function ReturnLoanModal({ loan, onSave, onClose }: ReturnLoanModalProps) {
  const { t } = useTranslation(['translation', 'inventory']);
  const dialog = useFormDialog({
    schema: returnFormSchema({ chargeFormat: t('inventory:loans.chargeFormat') }),
    defaultValues: emptyReturnForm,
    onSubmit: onSave,
    onSent: onClose,
  });
  const negligence = dialog.form.watch('damage') === 'negligence';

  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={t('inventory:loans.returnTitle', { assetNumber: loan.assetNumber })}
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
    </FormDialog>
  );
}
