import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInDomain } from '@crescendo/contracts';
import { describeError } from '@crescendo/i18n/server-errors';
import { Alert, Button, PageHeader, Spinner } from '@crescendo/ui';
import { withToasts } from '@crescendo/web-kit';
import { BoardStyles } from './board-styles.js';
import { RemoveDomainDialog } from './remove-domain-dialog.js';
import { SignInDomainDialog } from './sign-in-domain-dialog.js';
import { useAllBoardSchools, useSignInDomainMutations, useSignInDomains } from './sign-in-domains-api.js';
import { SignInDomainsTable } from './sign-in-domains-table.js';

type Dialog = { kind: 'edit'; domain?: SignInDomain } | { kind: 'remove'; domain: SignInDomain } | null;

/**
 * /admin/connexion-par-domaine, a board administrator's 'Connexion par domaine' (issue 25 §5, decision 0057): the
 * redirect URI to register at each provider, the board's domains, and a dialog to add, change or delete one.
 */
export function SignInDomainsPage() {
  const { t, i18n } = useTranslation(['translation', 'board']);
  const domains = useSignInDomains();
  const schools = useAllBoardSchools();
  const mutations = useSignInDomainMutations();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const withToast = <T,>(run: Promise<T>, success: string, failure: string) =>
    withToasts(run, success, (error) => `${failure} ${describeError(error, i18n)}`);

  return (
    <>
      <BoardStyles />
      <PageHeader
        title={t('board:domains.title')}
        description={t('board:domains.description')}
        actions={
          <div className="board-actions">
            <Button onClick={() => setDialog({ kind: 'edit' })} disabled={!schools.data}>
              {t('board:domains.add')}
            </Button>
          </div>
        }
      />
      {domains.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : domains.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : (
        <>
          <p className="board-redirect">
            <span>{t('board:domains.redirectUri')}</span>
            <code data-testid="redirect-uri">{domains.data.redirectUri}</code>
          </p>
          <SignInDomainsTable
            domains={domains.data.domains}
            onEdit={(domain) => setDialog({ kind: 'edit', domain })}
            onRemove={(domain) => setDialog({ kind: 'remove', domain })}
          />
        </>
      )}
      {dialog?.kind === 'edit' && schools.data && (
        <SignInDomainDialog
          editing={dialog.domain}
          schools={schools.data}
          onSave={(input) =>
            withToast(
              mutations.save.mutateAsync(input),
              t('board:domains.saved'),
              t('board:domains.saveFailed'),
            )
          }
          onClose={close}
        />
      )}
      {dialog?.kind === 'remove' && (
        <RemoveDomainDialog
          domain={dialog.domain.domain}
          onRemove={() =>
            withToast(
              mutations.remove.mutateAsync(dialog.domain.domain),
              t('board:domains.removed'),
              t('board:domains.removeFailed'),
            )
          }
          onClose={close}
        />
      )}
    </>
  );
}
