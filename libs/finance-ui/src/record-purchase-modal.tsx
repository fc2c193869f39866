import { useTranslation } from 'react-i18next';
import { purchaseItemMax, recordPurchaseBodySchema } from '@crescendo/contracts';
import { currencies, type CurrencyCode } from '@crescendo/domain';
import { SelectField, TextField } from '@crescendo/ui';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';
import type { RecordPurchaseBody } from './finance-api.js';

export interface StudentChoice {
  id: string;
  name: string;
}

export interface RecordPurchaseModalProps {
  students: readonly StudentChoice[];
  initialStudentId?: string;
  /** The currency of the user's settings (spec §3), chosen first. */
  defaultCurrency: CurrencyCode;
  /** Resolves once recorded; rejects with the server's error (its toast already shown). */
  onRecord: (body: RecordPurchaseBody) => Promise<unknown>;
  onClose: () => void;
}

// The body as typed, the amount trimmed as the server reads it.
const purchaseFormSchema = recordPurchaseBodySchema.extend({
  amount: recordPurchaseBodySchema.shape.amount.transform((typed) => String(typed).trim()),
});

/**
 * 'Enregistrer un achat': a student, the item, the amount as typed ('12,50') and its currency. The form is
 * checked with the contract the server applies, so a mistake is said before anything is sent.
 */
export function RecordPurchaseModal(props: RecordPurchaseModalProps) {
  const { students, initialStudentId, defaultCurrency, onRecord, onClose } = props;
  const { t } = useTranslation(['translation', 'finance']);
  const dialog = useFormDialog({
    schema: purchaseFormSchema,
    defaultValues: { studentId: initialStudentId ?? '', item: '', amount: '', currency: defaultCurrency },
    onSubmit: onRecord,
    onSent: onClose,
  });

  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={t('finance:purchases.recordTitle')}
      confirmLabel={t('finance:purchases.record')}
      sendingLabel={t('status.sending')}
      cancelLabel={t('common.cancel')}
    >
      <SelectField
        label={t('finance:purchases.fields.student')}
        required
        placeholder={t('finance:purchases.chooseStudent')}
        options={students.map((student) => ({ value: student.id, label: student.name }))}
        {...dialog.field('studentId')}
      />
      <TextField
        label={t('finance:purchases.fields.item')}
        required
        maxLength={purchaseItemMax}
        {...dialog.field('item')}
      />
      <TextField
        label={t('finance:purchases.fields.amount')}
        required
        inputMode="decimal"
        autoComplete="off"
        hint={t('finance:purchases.fields.amountHint')}
        {...dialog.field('amount')}
      />
      <SelectField
        label={t('finance:purchases.fields.currency')}
        options={currencies.map((code) => ({ value: code, label: code }))}
        {...dialog.field('currency')}
      />
    </FormDialog>
  );
}
