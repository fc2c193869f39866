import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@crescendo/contracts';
import { Modal, SelectField, toast } from '@crescendo/ui';
import { groupsApi, useGroupsMutation } from '../groups/groups-api.js';

export interface StudentChange {
  kind: 'remove' | 'move';
  studentId: string;
  name: string;
  /** The groups (of mine) the student is in. */
  groups: Group[];
}

function GroupSelect({
  label,
  groups,
  value,
  onChange,
}: {
  label: string;
  groups: Group[];
  value: string;
  onChange: (groupId: string) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={groups.map((group) => ({ value: group.id, label: group.name }))}
    />
  );
}

/** Remove a student from one of my groups, or move them from one to another, after confirmation. */
export function StudentChangeModal({
  change,
  allGroups,
  onClose,
}: {
  change: StudentChange;
  allGroups: Group[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(change.groups[0]!.id);
  const targets = allGroups.filter((group) => !group.studentIds.includes(change.studentId));
  const [to, setTo] = useState(targets[0]?.id ?? '');
  const remove = useGroupsMutation(groupsApi.removeStudent);
  const move = useGroupsMutation(groupsApi.moveStudent);
  // The modal closes (unmounts) before the answer: mutate()'s own callbacks would never run, so the
  // toasts hang on the promise instead.
  const confirm = () => {
    onClose();
    if (change.kind === 'remove') {
      remove.mutateAsync([from, change.studentId]).then(
        () => toast.success(t('groups.students.removed')),
        () => toast.error(t('errors.delete')),
      );
    } else {
      move.mutateAsync([from, change.studentId, to]).then(
        () => toast.success(t('groups.students.moved')),
        () => toast.error(t('errors.update')),
      );
    }
  };
  return (
    <Modal
      open
      danger={change.kind === 'remove'}
      onOpenChange={(open) => !open && onClose()}
      title={
        change.kind === 'remove'
          ? t('groups.students.removeTitle', { name: change.name })
          : t('groups.students.moveTitle', { name: change.name })
      }
      confirmLabel={change.kind === 'remove' ? t('groups.students.remove') : t('groups.students.move')}
      cancelLabel={t('common.cancel')}
      confirmDisabled={change.kind === 'move' && to === ''}
      onConfirm={confirm}
    >
      <GroupSelect
        label={t('groups.students.fromGroup')}
        groups={change.groups}
        value={from}
        onChange={setFrom}
      />
      {change.kind === 'move' && (
        <GroupSelect label={t('groups.students.toGroup')} groups={targets} value={to} onChange={setTo} />
      )}
    </Modal>
  );
}
