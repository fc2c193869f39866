import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';

export interface RemoveDomainDialogProps {
  domain: string;
  /** Resolves once deleted; rejects with the server's error (its toast already shown). */
  onRemove: () => Promise<unknown>;
  onClose: () => void;
}

/** 'Supprimer le domaine … ?': what stops (signing in through it) and what stays (the accounts). */
export function RemoveDomainDialog({ domain, onRemove, onClose }: RemoveDomainDialogProps) {
  const { t } = useTranslation(['translation', 'board']);
  const dialog = useFormDialog({
    schema: z.object({}),
    defaultValues: {},
    onSubmit: onRemove,
    onSent: onClose,
  });
  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={t('board:domains.confirmRemove.title', { domain })}
      confirmLabel={t('board:domains.confirmRemove.confirm')}
      sendingLabel={t('status.sending')}
      cancelLabel={t('common.cancel')}
      className="board-form"
    >
      <p className="board-form__explanation">{t('board:domains.confirmRemove.explanation')}</p>
    </FormDialog>
  );
}
