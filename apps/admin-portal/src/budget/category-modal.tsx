import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BudgetCategory } from '@crescendo/contracts';
import {
  budgetAmountMaxCents,
  budgetCategoryNameMax,
  budgetCategoryNoteMax,
  centsToDecimal,
  parseAmount,
} from '@crescendo/domain';
import { useValidationText } from '@crescendo/finance-ui';
import { describeError, describeFields } from '@crescendo/i18n/server-errors';
import { Modal, TextAreaField, TextField } from '@crescendo/ui';
import { ApiError } from '@crescendo/web-auth';

export interface CategoryDraft {
  name: string;
  planned: string;
  note: string;
}

export interface CategoryModalProps {
  /** The category edited; absent to add one. */
  category?: BudgetCategory;
  title: string;
  initialName: string;
  /** Resolves once saved; rejects with the server's error (its toast already shown). */
  onSave: (draft: CategoryDraft) => Promise<unknown>;
  onClose: () => void;
}

/** Add a category, or rename one, plan another amount, write why it is over (issue 13 §5: editable, notable). */
export function CategoryModal({ category, title, initialName, onSave, onClose }: CategoryModalProps) {
  const { t } = useTranslation(['translation', 'finance']);
  const invalid = useValidationText();
  const { i18n } = useTranslation();
  const separator = i18n.language.startsWith('en') ? '.' : ',';
  const [draft, setDraft] = useState<CategoryDraft>({
    name: initialName,
    planned: category ? centsToDecimal(category.plannedCents, separator) : '',
    note: category?.note ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const change = (next: Partial<CategoryDraft>) => setDraft((current) => ({ ...current, ...next }));

  const submit = async () => {
    if (sending) return;
    const found: Record<string, string> = {};
    if (!draft.name.trim()) found.name = invalid('validation.categoryNameRequired');
    const planned = parseAmount(draft.planned || '0', budgetAmountMaxCents, { allowZero: true });
    if (!planned.ok)
      found.planned = invalid(
        planned.problem === 'notPositive'
          ? 'validation.amountNegative'
          : planned.problem === 'tooLarge'
            ? 'validation.budgetAmountMax'
            : planned.problem === 'decimals'
              ? 'validation.amountDecimals'
              : 'validation.amountFormat',
      );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await onSave({
        name: draft.name.trim(),
        planned: draft.planned.trim() || '0',
        note: draft.note.trim(),
      });
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
      title={title}
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
        <TextField
          label={t('finance:budget.fields.name')}
          value={draft.name}
          required
          maxLength={budgetCategoryNameMax}
          error={errors.name}
          onChange={(event) => change({ name: event.target.value })}
        />
        <TextField
          label={t('finance:budget.fields.planned')}
          value={draft.planned}
          inputMode="decimal"
          autoComplete="off"
          error={errors.planned}
          onChange={(event) => change({ planned: event.target.value })}
        />
        {category && (
          <TextAreaField
            label={t('finance:budget.fields.note')}
            value={draft.note}
            maxLength={budgetCategoryNoteMax}
            error={errors.note}
            onChange={(event) => change({ note: event.target.value })}
          />
        )}
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
