import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listGroupsRoute } from '@crescendo/contracts';
import { describeError } from '@crescendo/i18n/server-errors';
import { SelectField, Spinner } from '@crescendo/ui';
import { callRoute } from '@crescendo/web-auth';
import { withToasts } from '@crescendo/web-kit';
import { useGroupPolicies, useGroupPolicyMutations } from './group-policies-api.js';
import { PolicyCard } from './policy-card.js';

/**
 * 'Réglages d’un groupe' (a school's administrator; issue 25 §3): a group of the school chosen, the settings its
 * definition lets a group change, where neither the board nor the school locked them.
 */
export function GroupPoliciesSection() {
  const { t } = useTranslation(['translation', 'board']);
  const groups = useQuery({ queryKey: ['admin-groups'], queryFn: () => callRoute(listGroupsRoute) });
  const [groupId, setGroupId] = useState<string | null>(null);
  return (
    <section className="policy-groups" aria-labelledby="policy-groups-title">
      <h2 id="policy-groups-title">{t('board:policies.groups.title')}</h2>
      <p>{t('board:policies.groups.description')}</p>
      <SelectField
        label={t('board:policies.groups.group')}
        placeholder={t('board:policies.groups.chooseGroup')}
        value={groupId ?? ''}
        onChange={(event) => setGroupId(event.target.value || null)}
        options={(groups.data?.groups ?? []).map((group) => ({ value: group.id, label: group.name }))}
      />
      {groupId && <GroupPolicyCards key={groupId} groupId={groupId} />}
    </section>
  );
}

function GroupPolicyCards({ groupId }: { groupId: string }) {
  const { t, i18n } = useTranslation(['translation', 'board']);
  const policies = useGroupPolicies(groupId);
  const mutations = useGroupPolicyMutations(groupId);
  const failure = (error: unknown) => `${t('board:policies.saveFailed')} ${describeError(error, i18n)}`;
  if (!policies.data) return <Spinner label={t('app.loadingShort')} />;
  // Only the keys a group may set: the others are the school's and the board's business.
  const rows = policies.data.policies.filter(
    (row) => row.editable || row.own !== null || row.lockedBy !== null,
  );
  return (
    <div className="policy-cards">
      {rows.map((row) => (
        <PolicyCard
          key={`${row.key}:${row.own?.setAt ?? 'none'}`}
          row={row}
          level="group"
          onSave={(value) =>
            withToasts(mutations.set.mutateAsync({ key: row.key, value }), t('board:policies.saved'), failure)
          }
          onClear={() =>
            withToasts(mutations.clear.mutateAsync(row.key), t('board:policies.cleared'), failure)
          }
        />
      ))}
    </div>
  );
}
