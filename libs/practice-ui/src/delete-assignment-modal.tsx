import { useTranslation } from 'react-i18next';
import type { Assignment } from '@crescendo/contracts';
import { Modal } from '@crescendo/ui';

/** Spec §5: deleting asks first, and warns that the submissions go too and that it cannot be undone. */
export function DeleteAssignmentModal({
  assignment,
  onConfirm,
  onClose,
}: {
  assignment: Assignment;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['translation', 'practiceTeacher']);
  return (
    <Modal
      open
      danger
      onOpenChange={(open) => !open && onClose()}
      title={t('practiceTeacher:delete.title')}
      description={t('practiceTeacher:delete.warning', { title: assignment.title })}
      confirmLabel={t('common.delete')}
      cancelLabel={t('common.cancel')}
      onConfirm={() => {
        onClose();
        onConfirm();
      }}
    />
  );
}
