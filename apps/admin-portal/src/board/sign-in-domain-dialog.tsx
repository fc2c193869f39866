import { useTranslation } from 'react-i18next';
import {
  saveSignInDomain,
  signInProviderKinds,
  type BoardSchool,
  type SignInDomain,
  type SignInProviderKind,
} from '@crescendo/contracts';
import { SelectField, TextField } from '@crescendo/ui';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';
import type { SignInDomainInput } from './sign-in-domains-api.js';

/** Where each kind of provider issues from, proposed when the kind is chosen (Entra's names the tenant). */
const usualIssuer: Record<SignInProviderKind, string> = {
  'google-workspace': 'https://accounts.google.com',
  'entra-id': 'https://login.microsoftonline.com/',
  oidc: '',
};

export interface SignInDomainDialogProps {
  /** The domain changed, or none for a new one. */
  editing?: SignInDomain;
  schools: readonly BoardSchool[];
  /** Resolves once saved; rejects with the server's error (its toast already shown). */
  onSave: (input: SignInDomainInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * 'Ajouter un domaine' / 'Modifier': the e-mail domain, its provider (Google Workspace, Microsoft Entra ID, any
 * OpenID Connect issuer), the client registered there, the school it leads to and the role it gives. The secret
 * is never shown again; left empty when changing a domain, the stored one stays.
 */
export function SignInDomainDialog({ editing, schools, onSave, onClose }: SignInDomainDialogProps) {
  const { t } = useTranslation(['translation', 'board']);
  const dialog = useFormDialog({
    schema: saveSignInDomain.payload,
    defaultValues: {
      domain: editing?.domain ?? '',
      kind: editing?.kind ?? 'google-workspace',
      issuer: editing?.issuer ?? usualIssuer['google-workspace'],
      clientId: editing?.clientId ?? '',
      clientSecret: '',
      schoolId: editing?.schoolId ?? '',
      role: editing?.role ?? 'teacher',
    },
    onSubmit: (input) => onSave(input),
    onSent: onClose,
  });
  const kindField = dialog.field('kind');
  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={
        editing
          ? t('board:domains.dialog.editTitle', { domain: editing.domain })
          : t('board:domains.dialog.addTitle')
      }
      confirmLabel={t('board:domains.dialog.confirm')}
      sendingLabel={t('status.sending')}
      cancelLabel={t('common.cancel')}
      className="board-form"
    >
      <TextField
        label={t('board:domains.dialog.domain')}
        hint={t('board:domains.dialog.domainHint')}
        required
        autoComplete="off"
        readOnly={editing !== undefined}
        {...dialog.field('domain')}
      />
      <SelectField
        label={t('board:domains.dialog.kind')}
        options={signInProviderKinds.map((kind) => ({
          value: kind,
          label: t(`board:domains.kinds.${kind}`),
        }))}
        {...kindField}
        onChange={(event) => {
          void kindField.onChange(event);
          const issuer = dialog.form.getValues('issuer');
          if (Object.values(usualIssuer).includes(issuer))
            dialog.form.setValue('issuer', usualIssuer[event.target.value as SignInProviderKind]);
        }}
      />
      <TextField
        label={t('board:domains.dialog.issuer')}
        hint={t('board:domains.dialog.issuerHint')}
        type="url"
        required
        autoComplete="off"
        {...dialog.field('issuer')}
      />
      <TextField
        label={t('board:domains.dialog.clientId')}
        required
        autoComplete="off"
        {...dialog.field('clientId')}
      />
      <TextField
        label={t('board:domains.dialog.clientSecret')}
        hint={editing ? t('board:domains.dialog.clientSecretKeep') : undefined}
        type="password"
        required={!editing}
        autoComplete="new-password"
        {...dialog.field('clientSecret')}
      />
      <SelectField
        label={t('board:domains.dialog.school')}
        placeholder={t('board:domains.dialog.chooseSchool')}
        required
        options={schools.map((school) => ({ value: school.id, label: school.name }))}
        {...dialog.field('schoolId')}
      />
      <SelectField
        label={t('board:domains.dialog.role')}
        options={(['teacher', 'student'] as const).map((role) => ({
          value: role,
          label: t(`board:domains.roles.${role}`),
        }))}
        {...dialog.field('role')}
      />
    </FormDialog>
  );
}
