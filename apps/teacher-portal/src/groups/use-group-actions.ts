import { useTranslation } from 'react-i18next';
import { toast } from '@crescendo/ui';
import { groupsApi, useGroupsMutation } from './groups-api.js';
import type { GroupFormValues } from '@crescendo/group-ui';

/** Each change with the spec's toasts (§8): 'Groupe ajouté', 'Groupe mis à jour', 'Groupe supprimé' and their errors. */
export function useGroupActions() {
  const { t } = useTranslation();
  const create = useGroupsMutation(groupsApi.create);
  const update = useGroupsMutation(groupsApi.update);
  const archive = useGroupsMutation(groupsApi.archive);
  const remove = useGroupsMutation(groupsApi.remove);
  const regenerate = useGroupsMutation(groupsApi.regenerateCode);
  const samples = useGroupsMutation(groupsApi.createSamples);
  const notify = (success: string, failure: string) => ({
    onSuccess: () => toast.success(success),
    onError: () => toast.error(failure),
  });
  return {
    create: (values: GroupFormValues) =>
      create.mutateAsync([values]).then(
        () => toast.success(t('success.groupAdded')),
        () => toast.error(t('errors.groupAdd')),
      ),
    update: (groupId: string, values: GroupFormValues) =>
      update.mutate([groupId, values], notify(t('success.groupUpdated'), t('errors.updateShort'))),
    archive: (groupId: string) =>
      archive.mutate([groupId], notify(t('success.groupUpdated'), t('errors.updateShort'))),
    remove: (groupId: string) =>
      remove.mutate([groupId], notify(t('success.groupDeleted'), t('errors.deleteShort'))),
    regenerate: (groupId: string) =>
      regenerate.mutate([groupId], {
        onSuccess: (group) =>
          toast.success(t('groups.codeRegenerated', { code: group.connectionCode ?? '' })),
        onError: () => toast.error(t('errors.updateShort')),
      }),
    createSamples: () =>
      samples.mutate([], {
        onSuccess: () => toast.success(t('groups.sampleGroupsCreated')),
        onError: () => toast.error(t('errors.groupAdd')),
      }),
  };
}
