import { useTranslation } from 'react-i18next';
import { inviteSchoolAdminRoute, type BoardSchool } from '@crescendo/contracts';
import { TextField } from '@crescendo/ui';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';

export interface InviteAdminDialogProps {
  school: Pick<BoardSchool, 'id' | 'name'>;
  /** Resolves once the invitation is mailed; rejects with the server's error (its toast already shown). */
  onInvite: (email: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * 'Inviter son administrateur': the future administrator's address, checked by the invitation contract; the
 * mailed link makes whoever accepts it this school's administrator, of this school only.
 */
export function InviteAdminDialog({ school, onInvite, onClose }: InviteAdminDialogProps) {
  const { t } = useTranslation(['translation', 'board']);
  const dialog = useFormDialog({
    schema: inviteSchoolAdminRoute.body,
    defaultValues: { email: '' },
    onSubmit: ({ email }) => onInvite(email),
    onSent: onClose,
  });
  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={t('board:invite.title', { school: school.name })}
      confirmLabel={t('board:invite.confirm')}
      sendingLabel={t('status.sending')}
      cancelLabel={t('common.cancel')}
      className="board-form"
    >
      <p className="board-form__explanation">{t('board:invite.explanation')}</p>
      <TextField
        label={t('board:invite.email')}
        type="email"
        required
        autoComplete="off"
        {...dialog.field('email')}
      />
    </FormDialog>
  );
}
