import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupDescriptionMaxLength, groupNameMaxLength } from '@crescendo/domain';
import { Modal, TextField } from '@crescendo/ui';

export interface GroupFormValues {
  name: string;
  description: string | null;
}

export interface GroupFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  confirmLabel: string;
  initial?: GroupFormValues;
  onSubmit: (values: GroupFormValues) => void;
}

/** 'Nouveau Groupe' and its edit form. Spec §5: a name blank after trimming does nothing. */
export function GroupFormModal({
  open,
  onOpenChange,
  title,
  confirmLabel,
  initial,
  onSubmit,
}: GroupFormModalProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const submit = () => {
    if (name.trim() === '') return;
    onSubmit({ name: name.trim(), description: description.trim() === '' ? null : description.trim() });
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={t('common.cancel')}
      onConfirm={submit}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t('groups.fields.name')}
          value={name}
          required
          maxLength={groupNameMaxLength}
          autoFocus
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t('groups.fields.description')}
          value={description}
          maxLength={groupDescriptionMaxLength}
          onChange={(event) => setDescription(event.target.value)}
        />
      </form>
    </Modal>
  );
}
