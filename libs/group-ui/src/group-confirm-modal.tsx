import { useTranslation } from 'react-i18next';
import { Modal } from '@crescendo/ui';

/** The confirmation before a group is deleted (for good, with its memberships) or archived. */
export function GroupConfirmModal({
  kind,
  onConfirm,
  onClose,
}: {
  kind: 'delete' | 'archive';
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      danger
      onOpenChange={(open) => !open && onClose()}
      title={kind === 'delete' ? t('groups.deleteTitle') : t('groups.archiveTitle')}
      description={kind === 'delete' ? t('groups.deleteWarning') : t('groups.archiveWarning')}
      confirmLabel={kind === 'delete' ? t('common.delete') : t('groups.archive')}
      cancelLabel={t('common.cancel')}
      onConfirm={() => {
        onClose();
        onConfirm();
      }}
    />
  );
}
