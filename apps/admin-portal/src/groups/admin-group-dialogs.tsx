import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createGroupInputSchema, type DirectoryEntry, type Group } from '@crescendo/contracts';
import { Modal, TextField, toast } from '@crescendo/ui';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';
import { useAdminGroupMutations } from './admin-groups-api.js';
import { TeacherSelect } from './teacher-select.js';

type Mutations = ReturnType<typeof useAdminGroupMutations>;

// 'Nouveau Groupe' as the groups contract reads it, the teacher chosen among the organisation's.
const createForTeacherSchema = createGroupInputSchema.required({ teacherId: true });

/** 'Nouveau Groupe' for a teacher of the organisation. A name blank after trimming sends nothing (spec §5). */
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
  const dialog = useFormDialog({
    schema: createForTeacherSchema,
    defaultValues: { name: '', description: '', teacherId: teachers[0]?.id ?? '' },
    onSubmit: ({ name, description, teacherId }) => {
      onClose();
      mutations.create.mutate(
        { name, description: description || null, teacherId },
        {
          onSuccess: () => toast.success(t('success.groupAdded')),
          onError: () => toast.error(t('errors.groupAdd')),
        },
      );
    },
  });
  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={t('groups.newGroup')}
      confirmLabel={t('groups.create')}
      cancelLabel={t('common.cancel')}
    >
      <TextField label={t('groups.fields.name')} required {...dialog.field('name')} />
      <TextField label={t('groups.fields.description')} {...dialog.field('description')} />
      <TeacherSelect
        label={t('groups.teacherChoice')}
        teachers={teachers}
        value={dialog.form.watch('teacherId')}
        onChange={(teacherId) => dialog.form.setValue('teacherId', teacherId)}
      />
    </FormDialog>
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
