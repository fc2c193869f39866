import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  uniformSuggestedSizes,
  uniformTypes,
  type AddUniformInput,
  type InventoryUniform,
} from '@crescendo/contracts';
import { instrumentConditions } from '@crescendo/domain';
import { SelectField, TextAreaField, TextField } from '@crescendo/ui';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';
import { emptyUniformForm, uniformFormOf, uniformFormSchema } from './uniform-form-schema.js';

export interface AddUniformModalProps {
  /** The uniform changed ('Modifier'); absent to add one. */
  uniform?: InventoryUniform;
  /** Resolves once saved; rejects with the server's error (its toast already shown). */
  onSave: (uniform: AddUniformInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * 'Ajouter un uniforme' (or change one): its number (unique in the school), size (XS to XXL suggested, any
 * size as written accepted: 38R, 10 ans), type, condition, notes.
 */
export function AddUniformModal({ uniform, onSave, onClose }: AddUniformModalProps) {
  const { t } = useTranslation(['translation', 'inventory']);
  const sizesId = useId();
  const dialog = useFormDialog({
    schema: uniformFormSchema,
    defaultValues: uniform ? uniformFormOf(uniform) : emptyUniformForm,
    onSubmit: onSave,
    onSent: onClose,
  });

  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={
        uniform ? t('inventory:uniforms.editTitle', { number: uniform.number }) : t('inventory:uniforms.add')
      }
      confirmLabel={t('common.save')}
      sendingLabel={t('status.sending')}
      cancelLabel={t('common.cancel')}
    >
      <TextField
        label={t('inventory:uniforms.fields.number')}
        required
        autoComplete="off"
        hint={t('inventory:uniforms.fields.numberHint')}
        {...dialog.field('number')}
      />
      <SelectField
        label={t('inventory:uniforms.fields.type')}
        required
        placeholder={t('inventory:uniforms.chooseType')}
        options={uniformTypes.map((value) => ({ value, label: t(`inventory:uniformTypes.${value}`) }))}
        {...dialog.field('type')}
      />
      <TextField
        label={t('inventory:uniforms.fields.size')}
        required
        autoComplete="off"
        list={sizesId}
        hint={t('inventory:uniforms.fields.sizeHint')}
        {...dialog.field('size')}
      />
      <datalist id={sizesId}>
        {uniformSuggestedSizes.map((size) => (
          <option key={size} value={size} />
        ))}
      </datalist>
      <SelectField
        label={t('inventory:uniforms.fields.condition')}
        options={instrumentConditions.map((value) => ({ value, label: t(`inventory:conditions.${value}`) }))}
        {...dialog.field('condition')}
      />
      <TextAreaField label={t('inventory:uniforms.fields.notes')} {...dialog.field('notes')} />
    </FormDialog>
  );
}
