import { useTranslation } from 'react-i18next';
import { createGroupInputSchema } from '@crescendo/contracts';
import { groupDescriptionMaxLength, groupNameMaxLength } from '@crescendo/domain';
import { TextField } from '@crescendo/ui';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';

export interface GroupFormValues {
  name: string;
  description: string | null;
}

export interface GroupFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  confirmLabel: string;
  initial?: GroupFormValues;
  onSubmit: (values: GroupFormValues) => void;
}

// What the form edits of 'Nouveau Groupe' (the teacher is the viewer, or the admin's own choice elsewhere).
const groupFormSchema = createGroupInputSchema.pick({ name: true, description: true });

/** 'Nouveau Groupe' and its edit form. Spec §5: a name blank after trimming creates nothing (the contract says why). */
export function GroupFormModal({
  open,
  onOpenChange,
  title,
  confirmLabel,
  initial,
  onSubmit,
}: GroupFormModalProps) {
  const { t } = useTranslation();
  const dialog = useFormDialog({
    schema: groupFormSchema,
    defaultValues: { name: initial?.name ?? '', description: initial?.description ?? '' },
    onSubmit: ({ name, description }) => onSubmit({ name, description: description ? description : null }),
  });
  return (
    <FormDialog
      dialog={dialog}
      open={open}
      onClose={() => onOpenChange(false)}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={t('common.cancel')}
    >
      <TextField
        label={t('groups.fields.name')}
        required
        maxLength={groupNameMaxLength}
        autoFocus
        {...dialog.field('name')}
      />
      <TextField
        label={t('groups.fields.description')}
        maxLength={groupDescriptionMaxLength}
        {...dialog.field('description')}
      />
    </FormDialog>
  );
}
