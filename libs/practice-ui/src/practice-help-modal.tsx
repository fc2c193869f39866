import { useTranslation } from 'react-i18next';
import { Modal } from '@crescendo/ui';

const paragraphs = ['intro', 'create', 'status', 'counts', 'followUp', 'flags'] as const;

/** The help info modal of 'Assigner une Pratique'. */
export function PracticeHelpModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('practiceTeacher.help.title')}
      cancelLabel={t('practiceTeacher.help.close')}
    >
      {paragraphs.map((key) => (
        <p key={key}>{t(`practiceTeacher.help.${key}`)}</p>
      ))}
    </Modal>
  );
}
