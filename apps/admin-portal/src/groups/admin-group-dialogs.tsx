import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  createGroupInputSchema,
  updateGroupInputSchema,
  type DirectoryEntry,
  type Group,
} from '@crescendo/contracts';
import { TextField, toast } from '@crescendo/ui';
import { FormDialog, formContract, useFormDialog } from '@crescendo/web-kit';
import { useAdminGroupMutations } from './admin-groups-api.js';
import { TeacherSelect } from './teacher-select.js';

type Mutations = ReturnType<typeof useAdminGroupMutations>;

// 'Nouveau Groupe' as the groups contract reads it, the teacher chosen among the organisation's.
const createForTeacherSchema = createGroupInputSchema.required({ teacherId: true });

// 'Réassigner' as the groups contract's update reads it: the teacher only.
const reassignSchema = formContract(z.object({ teacherId: z.string() }), updateGroupInputSchema, {
  toContract: ({ teacherId }) => ({ teacherId }),
});

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

/** 'Réassigner' a group to another teacher of the organisation, as the groups contract's update reads it. */
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
  const dialog = useFormDialog({
    schema: reassignSchema,
    defaultValues: { teacherId: group.teacherId ?? teachers[0]?.id ?? '' },
    onSubmit: ({ teacherId = '' }) => {
      onClose();
      mutations.reassign.mutate(
        { groupId: group.id, teacherId },
        {
          onSuccess: () => toast.success(t('success.groupUpdated')),
          onError: () => toast.error(t('errors.updateShort')),
        },
      );
    },
  });
  const teacherId = dialog.form.watch('teacherId');
  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={`${t('groups.reassign')} — ${group.name}`}
      confirmLabel={t('common.save')}
      cancelLabel={t('common.cancel')}
      confirmDisabled={teacherId === ''}
    >
      <TeacherSelect
        label={t('groups.teacherChoice')}
        teachers={teachers}
        value={teacherId}
        onChange={(chosen) => dialog.form.setValue('teacherId', chosen)}
        error={dialog.form.formState.errors.teacherId?.message}
      />
    </FormDialog>
  );
}
