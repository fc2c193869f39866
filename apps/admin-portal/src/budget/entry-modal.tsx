import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BudgetCategory } from '@crescendo/contracts';
import {
  budgetAmountMaxCents,
  budgetEntryLabelMax,
  dayOf,
  inRange,
  parseAmount,
  schoolYearDays,
} from '@crescendo/domain';
import { useValidationText } from '@crescendo/finance-ui';
import { describeError, describeFields } from '@crescendo/i18n/server-errors';
import { Modal, SelectField, TextField } from '@crescendo/ui';
import { ApiError } from '@crescendo/web-auth';
import type { EntryBody } from './budget-api.js';
import { useCategoryName } from './category-name.js';

export interface EntryModalProps {
  schoolYear: string;
  categories: readonly BudgetCategory[];
  onSave: (entry: EntryBody & { categoryId: string }) => Promise<unknown>;
  onClose: () => void;
}

const amountProblems = {
  required: 'validation.amountRequired',
  format: 'validation.amountFormat',
  notPositive: 'validation.amountPositive',
  decimals: 'validation.amountDecimals',
  tooLarge: 'validation.budgetAmountMax',
} as const;

/** An expense or a revenue against a category, dated within the school year (today by default). */
export function EntryModal({ schoolYear, categories, onSave, onClose }: EntryModalProps) {
  const { t } = useTranslation(['translation', 'finance']);
  const categoryName = useCategoryName();
  const invalid = useValidationText();
  const { i18n } = useTranslation();
  const year = schoolYearDays(schoolYear);
  const today = dayOf(new Date());
  const [kind, setKind] = useState<'expense' | 'revenue'>('expense');
  const [categoryId, setCategoryId] = useState('');
  const [label, setLabel] = useState('');
  const [amount, setAmount] = useState('');
  const [day, setDay] = useState(inRange(today, year) ? today : year.from);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (sending) return;
    const found: Record<string, string> = {};
    if (!categoryId) found.categoryId = t('finance:budget.chooseCategory');
    if (!label.trim()) found.label = invalid('validation.labelRequired');
    const parsed = parseAmount(amount, budgetAmountMaxCents);
    if (!parsed.ok) found.amount = invalid(amountProblems[parsed.problem]);
    if (!day || !inRange(day, year))
      found.day = t('finance:budget.outsideYear', { from: year.from, to: year.to });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await onSave({ categoryId, kind, label: label.trim(), amount: amount.trim(), day });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(describeFields(error, i18n));
      else setErrors({ form: describeError(error, i18n) });
      setSending(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('finance:budget.entryTitle')}
      confirmLabel={sending ? t('status.sending') : t('common.save')}
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
          label={t('finance:budget.fields.kind')}
          value={kind}
          options={(['expense', 'revenue'] as const).map((value) => ({
            value,
            label: t(`finance:budget.kinds.${value}`),
          }))}
          onChange={(event) => setKind(event.target.value as 'expense' | 'revenue')}
        />
        <SelectField
          label={t('finance:budget.fields.category')}
          value={categoryId}
          required
          placeholder={t('finance:budget.chooseCategory')}
          options={categories.map((category) => ({ value: category.id, label: categoryName(category) }))}
          error={errors.categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
        />
        <TextField
          label={t('finance:budget.fields.label')}
          value={label}
          required
          maxLength={budgetEntryLabelMax}
          error={errors.label}
          onChange={(event) => setLabel(event.target.value)}
        />
        <TextField
          label={t('finance:budget.fields.amount')}
          value={amount}
          required
          inputMode="decimal"
          autoComplete="off"
          hint={t('finance:purchases.fields.amountHint')}
          error={errors.amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextField
          label={t('finance:budget.fields.day')}
          type="date"
          value={day}
          min={year.from}
          max={year.to}
          required
          error={errors.day}
          onChange={(event) => setDay(event.target.value)}
        />
        {errors.form && (
          <p className="cr-field__error" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
