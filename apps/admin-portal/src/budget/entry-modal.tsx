import { useTranslation } from 'react-i18next';
import type { BudgetCategory } from '@crescendo/contracts';
import { budgetEntryLabelMax, dayOf, inRange, schoolYearDays } from '@crescendo/domain';
import { SelectField, TextField } from '@crescendo/ui';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';
import type { EntryBody } from './budget-api.js';
import { useCategoryName } from './category-name.js';
import { entryFormSchema } from './entry-form-schema.js';

export interface EntryModalProps {
  schoolYear: string;
  categories: readonly BudgetCategory[];
  onSave: (entry: EntryBody & { categoryId: string }) => Promise<unknown>;
  onClose: () => void;
}

/** An expense or a revenue against a category, dated within the school year (today by default). */
export function EntryModal({ schoolYear, categories, onSave, onClose }: EntryModalProps) {
  const { t } = useTranslation(['translation', 'finance']);
  const categoryName = useCategoryName();
  const year = schoolYearDays(schoolYear);
  const today = dayOf(new Date());
  const dialog = useFormDialog({
    schema: entryFormSchema(year, {
      chooseCategory: t('finance:budget.chooseCategory'),
      outsideYear: t('finance:budget.outsideYear', { from: year.from, to: year.to }),
    }),
    defaultValues: {
      kind: 'expense',
      categoryId: '',
      label: '',
      amount: '',
      day: inRange(today, year) ? today : year.from,
    },
    onSubmit: onSave,
    onSent: onClose,
  });

  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={t('finance:budget.entryTitle')}
      confirmLabel={t('common.save')}
      sendingLabel={t('status.sending')}
      cancelLabel={t('common.cancel')}
    >
      <SelectField
        label={t('finance:budget.fields.kind')}
        options={(['expense', 'revenue'] as const).map((value) => ({
          value,
          label: t(`finance:budget.kinds.${value}`),
        }))}
        {...dialog.field('kind')}
      />
      <SelectField
        label={t('finance:budget.fields.category')}
        required
        placeholder={t('finance:budget.chooseCategory')}
        options={categories.map((category) => ({ value: category.id, label: categoryName(category) }))}
        {...dialog.field('categoryId')}
      />
      <TextField
        label={t('finance:budget.fields.label')}
        required
        maxLength={budgetEntryLabelMax}
        {...dialog.field('label')}
      />
      <TextField
        label={t('finance:budget.fields.amount')}
        required
        inputMode="decimal"
        autoComplete="off"
        hint={t('finance:purchases.fields.amountHint')}
        {...dialog.field('amount')}
      />
      <TextField
        label={t('finance:budget.fields.day')}
        type="date"
        min={year.from}
        max={year.to}
        required
        {...dialog.field('day')}
      />
    </FormDialog>
  );
}
