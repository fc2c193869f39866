import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@crescendo/contracts';
import { GroupConfirmModal } from './group-confirm-modal.js';
import { GroupDetailsModal } from './group-details-modal.js';
import { GroupFormModal, type GroupFormValues } from './group-form-modal.js';

/** The dialogs one group opens, from its details: edit, archive, delete. */
export type GroupDialogKind = 'details' | 'edit' | 'archive' | 'delete';

export interface GroupChanges {
  update: (groupId: string, values: GroupFormValues) => void;
  regenerate: (groupId: string) => void;
  archive: (groupId: string) => void;
  remove: (groupId: string) => void;
}

/**
 * The details modal and what it leads to, for one group: the teacher's 'Mes Groupes' and the admin's
 * 'Groupes' show the same. Each change is the portal's (its API calls and toasts).
 */
export function GroupDialogs({
  kind,
  group,
  changes,
  onOpen,
  onClose,
  facts,
}: {
  kind: GroupDialogKind;
  group: Group;
  changes: GroupChanges;
  onOpen: (kind: GroupDialogKind) => void;
  onClose: () => void;
  facts?: { label: string; value: ReactNode }[];
}) {
  const { t } = useTranslation();
  if (kind === 'details')
    return (
      <GroupDetailsModal
        group={group}
        facts={facts}
        onClose={onClose}
        onEdit={() => onOpen('edit')}
        onRegenerate={() => changes.regenerate(group.id)}
        onArchive={() => onOpen('archive')}
        onDelete={() => onOpen('delete')}
      />
    );
  if (kind === 'edit')
    return (
      <GroupFormModal
        open
        onOpenChange={(isOpen) => !isOpen && onClose()}
        title={t('groups.editTitle')}
        confirmLabel={t('common.save')}
        initial={{ name: group.name, description: group.description }}
        onSubmit={(values) => {
          onClose();
          changes.update(group.id, values);
        }}
      />
    );
  return (
    <GroupConfirmModal
      kind={kind}
      onClose={onClose}
      onConfirm={() => (kind === 'delete' ? changes.remove(group.id) : changes.archive(group.id))}
    />
  );
}
