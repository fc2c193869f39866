import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { purchaseItemMax } from '@crescendo/contracts';
import { currencies, parseAmount, purchaseMaxCents, type CurrencyCode } from '@crescendo/domain';
import { describeError, describeFields } from '@crescendo/i18n/server-errors';
import { Modal, SelectField, TextField } from '@crescendo/ui';
import { ApiError } from '@crescendo/web-auth';
import type { RecordPurchaseBody } from './finance-api.js';
import { useValidationText } from './use-language.js';

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

const amountProblems = {
  required: 'validation.amountRequired',
  format: 'validation.amountFormat',
  notPositive: 'validation.amountPositive',
  decimals: 'validation.amountDecimals',
  tooLarge: 'validation.purchaseAmountMax',
} as const;

/**
 * 'Enregistrer un achat': a student, the item, the amount as typed ('12,50') and its currency. The amount is
 * checked here with the rules the server applies (`parseAmount`), so a mistake is said before anything is sent.
 */
export function RecordPurchaseModal(props: RecordPurchaseModalProps) {
  const { students, initialStudentId, defaultCurrency, onRecord, onClose } = props;
  const { i18n } = useTranslation();
  const { t } = useTranslation(['translation', 'finance']);
  const invalid = useValidationText();
  const [studentId, setStudentId] = useState(initialStudentId ?? '');
  const [item, setItem] = useState('');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<CurrencyCode>(defaultCurrency);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (!studentId) found.studentId = invalid('validation.studentRequired');
    if (!item.trim()) found.item = invalid('validation.itemRequired');
    const parsed = parseAmount(amount, purchaseMaxCents);
    if (!parsed.ok) found.amount = invalid(amountProblems[parsed.problem]);
    return found;
  };

  const submit = async () => {
    if (sending) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await onRecord({ studentId, item: item.trim(), amount: amount.trim(), currency });
      onClose();
    } catch (error) {
      // The server's own words: a field it refused, or why it refused the whole (a student not in your groups).
      if (error instanceof ApiError && error.fields) setErrors(describeFields(error, i18n));
      else setErrors({ form: describeError(error, i18n) });
      setSending(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('finance:purchases.recordTitle')}
      confirmLabel={sending ? t('status.sending') : t('finance:purchases.record')}
      confirmDisabled={sending}
      cancelLabel={t('common.cancel')}
      onConfirm={() => void submit()}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SelectField
          label={t('finance:purchases.fields.student')}
          value={studentId}
          required
          placeholder={t('finance:purchases.chooseStudent')}
          options={students.map((student) => ({ value: student.id, label: student.name }))}
          error={errors.studentId}
          onChange={(event) => setStudentId(event.target.value)}
        />
        <TextField
          label={t('finance:purchases.fields.item')}
          value={item}
          required
          maxLength={purchaseItemMax}
          error={errors.item}
          onChange={(event) => setItem(event.target.value)}
        />
        <TextField
          label={t('finance:purchases.fields.amount')}
          value={amount}
          required
          inputMode="decimal"
          autoComplete="off"
          hint={t('finance:purchases.fields.amountHint')}
          error={errors.amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <SelectField
          label={t('finance:purchases.fields.currency')}
          value={currency}
          options={currencies.map((code) => ({ value: code, label: code }))}
          error={errors.currency}
          onChange={(event) => setCurrency(event.target.value as CurrencyCode)}
        />
        {errors.form && (
          <p className="cr-field__error" role="alert">
            {errors.form}
          </p>
        )}
        {/* Enter in a field sends the form. */}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
