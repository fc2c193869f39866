import { useTranslation } from 'react-i18next';
import { Modal } from '@crescendo/ui';

const paragraphs = ['intro', 'create', 'status', 'counts', 'followUp', 'flags'] as const;

/** The help info modal of 'Assigner une Pratique'. */
export function PracticeHelpModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('practiceTeacher');
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('help.title')}
      cancelLabel={t('help.close')}
    >
      {paragraphs.map((key) => (
        <p key={key}>{t(`help.${key}`)}</p>
      ))}
    </Modal>
  );
}
