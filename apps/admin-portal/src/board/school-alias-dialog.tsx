import { useTranslation } from 'react-i18next';
import { setSchoolAliasRoute, type BoardSchool } from '@crescendo/contracts';
import { TextField } from '@crescendo/ui';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';

export interface SchoolAliasDialogProps {
  school: Pick<BoardSchool, 'id' | 'name' | 'alias'>;
  /** Resolves once saved; rejects with the server's error (an alias another organisation has: shown here). */
  onSave: (alias: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * 'Modifier l’alias': the school's Keycloak organisation alias (decision 0050), checked by the board contract (a
 * lowercase slug); the server refuses one another organisation already has.
 */
export function SchoolAliasDialog({ school, onSave, onClose }: SchoolAliasDialogProps) {
  const { t } = useTranslation(['translation', 'board']);
  const dialog = useFormDialog({
    schema: setSchoolAliasRoute.body,
    defaultValues: { alias: school.alias ?? '' },
    onSubmit: ({ alias }) => onSave(alias),
    onSent: onClose,
  });
  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={t('board:alias.title', { school: school.name })}
      confirmLabel={t('board:alias.confirm')}
      sendingLabel={t('status.sending')}
      cancelLabel={t('common.cancel')}
      className="board-form"
    >
      <p className="board-form__explanation">{t('board:alias.explanation')}</p>
      <TextField
        label={t('board:alias.field')}
        required
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        {...dialog.field('alias')}
      />
    </FormDialog>
  );
}
