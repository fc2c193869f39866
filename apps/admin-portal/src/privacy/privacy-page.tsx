import { useTranslation } from 'react-i18next';
import { describeError } from '@crescendo/i18n/server-errors';
import { Alert, PageHeader, Spinner } from '@crescendo/ui';
import { withToasts } from '@crescendo/web-kit';
import { usePrivacyOfficer, usePrivacyOfficerMutations } from './privacy-officer-api.js';
import { PrivacyOfficerForm } from './privacy-officer-form.js';

/** The page's own layout: fields one under the other, full width on a phone (390 px), buttons 44 px tall. */
function PrivacyStyles() {
  return (
    <style>{`
      .privacy-officer__form { display: grid; gap: 0.75rem; max-width: 36rem; }
      .privacy-officer__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
      .privacy-officer__actions button { min-height: 44px; }
      .privacy-officer__shown { margin-top: 1.5rem; overflow-wrap: anywhere; }
      @media (max-width: 480px) { .privacy-officer__actions button { flex: 1 1 100%; } }
    `}</style>
  );
}

/**
 * /admin/confidentialite (issue 31 §6): the law's paperwork as features. A school's administrator names the
 * school's person in charge of personal information, a board's administrator the board's; the server says
 * which level the actor is.
 */
export function PrivacyPage() {
  const { t, i18n } = useTranslation(['privacyDesk', 'translation']);
  const officer = usePrivacyOfficer();
  const mutations = usePrivacyOfficerMutations();
  const failure = (error: unknown) => `${t('privacyDesk:officer.saveFailed')} ${describeError(error, i18n)}`;
  return (
    <>
      <PrivacyStyles />
      <PageHeader
        title={t('privacyDesk:title')}
        description={
          officer.data?.level === 'board' ? t('privacyDesk:descriptionBoard') : t('privacyDesk:descriptionSchool')
        }
      />
      {officer.isPending ? (
        <Spinner label={t('translation:app.loadingShort')} />
      ) : officer.isError ? (
        <Alert tone="error">{t('translation:app.loadFailed')}</Alert>
      ) : (
        <PrivacyOfficerForm
          // A newly saved officer resets the fields to it.
          key={officer.data.own?.setAt ?? 'none'}
          settings={officer.data}
          onSave={(fields) =>
            withToasts(mutations.set.mutateAsync(fields), t('privacyDesk:officer.saved'), failure)
          }
          onClear={() => withToasts(mutations.clear.mutateAsync(), t('privacyDesk:officer.cleared'), failure)}
        />
      )}
    </>
  );
}
