import { useTranslation } from 'react-i18next';
import type { BudgetCategory } from '@crescendo/contracts';
import { budgetCategoryNameMax, budgetCategoryNoteMax, centsToDecimal } from '@crescendo/domain';
import { TextAreaField, TextField } from '@crescendo/ui';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';
import { categoryFormSchema } from './category-form-schema.js';

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
  const { i18n } = useTranslation();
  const separator = i18n.language.startsWith('en') ? '.' : ',';
  const dialog = useFormDialog({
    schema: categoryFormSchema,
    defaultValues: {
      name: initialName,
      planned: category ? centsToDecimal(category.plannedCents, separator) : '',
      note: category?.note ?? '',
    },
    onSubmit: onSave,
    onSent: onClose,
  });

  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={title}
      confirmLabel={t('common.save')}
      sendingLabel={t('status.sending')}
      cancelLabel={t('common.cancel')}
    >
      <TextField
        label={t('finance:budget.fields.name')}
        required
        maxLength={budgetCategoryNameMax}
        {...dialog.field('name')}
      />
      <TextField
        label={t('finance:budget.fields.planned')}
        inputMode="decimal"
        autoComplete="off"
        {...dialog.field('planned')}
      />
      {category && (
        <TextAreaField
          label={t('finance:budget.fields.note')}
          maxLength={budgetCategoryNoteMax}
          {...dialog.field('note')}
        />
      )}
    </FormDialog>
  );
}
