import { useTranslation } from 'react-i18next';
import { describeError } from '@crescendo/i18n/server-errors';
import { Alert, PageHeader, Spinner } from '@crescendo/ui';
import { withToasts } from '@crescendo/web-kit';
import { BoardStyles } from '../board/board-styles.js';
import { usePolicies, usePolicyMutations } from './policies-api.js';
import { PolicyCard } from './policy-card.js';
import { GroupPoliciesSection } from './group-policies-section.js';
import { PolicyChangesLog } from './policy-changes-log.js';
import { PolicyStyles } from './policy-styles.js';

/**
 * /admin/reglages (issue 25 §3, decision 0057): the board sets each setting once and says whether its schools may
 * change it; a school overrides where the board allows it (and says whether its groups may); the log below shows
 * each change with who and when. The same page for both: the server says which level the actor is.
 */
export function PoliciesPage() {
  const { t, i18n } = useTranslation(['translation', 'board']);
  const policies = usePolicies();
  const mutations = usePolicyMutations();
  const level = policies.data?.level;
  const failure = (error: unknown) => `${t('board:policies.saveFailed')} ${describeError(error, i18n)}`;

  return (
    <>
      <BoardStyles />
      <PolicyStyles />
      <PageHeader
        title={t('board:policies.title')}
        description={
          level === 'board' ? t('board:policies.descriptionBoard') : t('board:policies.descriptionSchool')
        }
      />
      {policies.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : policies.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : (
        <div className="policy-cards">
          {policies.data.policies.map((row) => (
            <PolicyCard
              // A new own value resets the card's fields to it.
              key={`${row.key}:${row.own?.setAt ?? 'none'}`}
              row={row}
              level={policies.data.level}
              onSave={(value, allowOverride) =>
                withToasts(
                  mutations.set.mutateAsync({ key: row.key, value, allowOverride }),
                  t('board:policies.saved'),
                  failure,
                )
              }
              onClear={() =>
                withToasts(mutations.clear.mutateAsync(row.key), t('board:policies.cleared'), failure)
              }
            />
          ))}
        </div>
      )}
      {level === 'school' && <GroupPoliciesSection />}
      <PolicyChangesLog />
    </>
  );
}
