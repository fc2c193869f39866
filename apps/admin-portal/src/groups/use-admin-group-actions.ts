import { useTranslation } from 'react-i18next';
import type { GroupFormValues } from '@crescendo/group-ui';
import { toast } from '@crescendo/ui';
import type { useAdminGroupMutations } from './admin-groups-api.js';

/** The admin's changes to a group, each with the spec's toasts (§8), as the teacher gets them. */
export function useAdminGroupActions(mutations: ReturnType<typeof useAdminGroupMutations>) {
  const { t } = useTranslation();
  const notify = (success: string, failure: string) => ({
    onSuccess: () => toast.success(success),
    onError: () => toast.error(failure),
  });
  return {
    update: (groupId: string, values: GroupFormValues) =>
      mutations.update.mutate(
        { groupId, ...values },
        notify(t('success.groupUpdated'), t('errors.updateShort')),
      ),
    archive: (groupId: string) =>
      mutations.archive.mutate(groupId, notify(t('success.groupUpdated'), t('errors.updateShort'))),
    remove: (groupId: string) =>
      mutations.remove.mutate(groupId, notify(t('success.groupDeleted'), t('errors.deleteShort'))),
    regenerate: (groupId: string) =>
      mutations.regenerate.mutate(groupId, {
        onSuccess: (group) =>
          toast.success(t('groups.codeRegenerated', { code: group.connectionCode ?? '' })),
        onError: () => toast.error(t('errors.updateShort')),
      }),
    createSamples: () =>
      mutations.createSamples.mutate(
        undefined,
        notify(t('groups.sampleGroupsCreated'), t('errors.groupAdd')),
      ),
  };
}
