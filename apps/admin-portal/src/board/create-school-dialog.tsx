import { useTranslation } from 'react-i18next';
import { createBoardSchoolRoute } from '@crescendo/contracts';
import { TextField } from '@crescendo/ui';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';
import type { NewSchool } from './board-api.js';

export interface CreateSchoolDialogProps {
  /** Resolves once created; rejects with the server's error (its toast already shown). */
  onCreate: (school: NewSchool) => Promise<unknown>;
  onClose: () => void;
}

/** 'Créer une école': its name, checked by the board contract (2 to 200 characters once trimmed). */
export function CreateSchoolDialog({ onCreate, onClose }: CreateSchoolDialogProps) {
  const { t } = useTranslation(['translation', 'board']);
  const dialog = useFormDialog({
    schema: createBoardSchoolRoute.body,
    defaultValues: { name: '' },
    onSubmit: onCreate,
    onSent: onClose,
  });
  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={t('board:create.title')}
      confirmLabel={t('board:create.confirm')}
      sendingLabel={t('status.sending')}
      cancelLabel={t('common.cancel')}
      className="board-form"
    >
      <TextField label={t('board:create.name')} required autoComplete="off" {...dialog.field('name')} />
    </FormDialog>
  );
}
