import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@crescendo/contracts';
import { describeError } from '@crescendo/i18n/server-errors';
import { withToasts } from '@crescendo/web-kit';
import { useGroupPracticePlans, usePracticePlanReview } from './practice-plans-api.js';
import { PracticePlansView } from './practice-plans-view.js';

/** 'Plans de pratique des élèves' on the Maestro IA page: the chosen group's plans, kept or discarded. */
export function PracticePlansSection({
  groups,
  initialGroupId,
}: {
  groups: Group[];
  initialGroupId: string | null;
}) {
  const { t, i18n } = useTranslation('maestro');
  const [chosen, setChosen] = useState<string | null>(null);
  const groupId = chosen ?? initialGroupId ?? groups[0]?.id ?? '';
  const list = useGroupPracticePlans(groupId);
  const { keep, discard } = usePracticePlanReview();
  const failed = (words: string) => (error: unknown) => `${words} ${describeError(error, i18n)}`;
  return (
    <PracticePlansView
      groups={groups}
      groupId={groupId}
      onGroupChange={setChosen}
      plans={list.data?.pages.flatMap((page) => page.plans) ?? []}
      hasMore={list.hasNextPage}
      loading={list.isPending}
      failed={list.isError}
      onMore={() => void list.fetchNextPage()}
      onKeep={(id) =>
        withToasts(keep.mutateAsync(id), t('studentPlans.kept'), failed(t('studentPlans.keepFailed')))
      }
      onDiscard={(id) =>
        withToasts(
          discard.mutateAsync(id),
          t('studentPlans.discarded'),
          failed(t('studentPlans.discardFailed')),
        )
      }
    />
  );
}
