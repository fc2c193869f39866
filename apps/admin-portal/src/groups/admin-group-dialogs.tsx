import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectoryEntry, Group } from '@crescendo/contracts';
import { Modal, TextField, toast } from '@crescendo/ui';
import { useAdminGroupMutations } from './admin-groups-api.js';
import { TeacherSelect } from './teacher-select.js';

type Mutations = ReturnType<typeof useAdminGroupMutations>;

/** 'Nouveau Groupe' for a teacher of the organisation. A name blank after trimming does nothing. */
export function CreateForTeacherModal({
  teachers,
  mutations,
  onClose,
}: {
  teachers: DirectoryEntry[];
  mutations: Mutations;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [teacherId, setTeacherId] = useState(teachers[0]?.id ?? '');
  const submit = () => {
    if (name.trim() === '' || teacherId === '') return;
    onClose();
    mutations.create.mutate(
      { name: name.trim(), description: description.trim() || null, teacherId },
      {
        onSuccess: () => toast.success(t('success.groupAdded')),
        onError: () => toast.error(t('errors.groupAdd')),
      },
    );
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('groups.newGroup')}
      confirmLabel={t('groups.create')}
      cancelLabel={t('common.cancel')}
      onConfirm={submit}
    >
      <TextField
        label={t('groups.fields.name')}
        value={name}
        required
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label={t('groups.fields.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <TeacherSelect
        label={t('groups.teacherChoice')}
        teachers={teachers}
        value={teacherId}
        onChange={setTeacherId}
      />
    </Modal>
  );
}

export function ReassignModal({
  group,
  teachers,
  mutations,
  onClose,
}: {
  group: Group;
  teachers: DirectoryEntry[];
  mutations: Mutations;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [teacherId, setTeacherId] = useState(group.teacherId ?? teachers[0]?.id ?? '');
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${t('groups.reassign')} — ${group.name}`}
      confirmLabel={t('common.save')}
      cancelLabel={t('common.cancel')}
      confirmDisabled={teacherId === ''}
      onConfirm={() => {
        onClose();
        mutations.reassign.mutate(
          { groupId: group.id, teacherId },
          {
            onSuccess: () => toast.success(t('success.groupUpdated')),
            onError: () => toast.error(t('errors.updateShort')),
          },
        );
      }}
    >
      <TeacherSelect
        label={t('groups.teacherChoice')}
        teachers={teachers}
        value={teacherId}
        onChange={setTeacherId}
      />
    </Modal>
  );
}
