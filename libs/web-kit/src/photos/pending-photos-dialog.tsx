import { useTranslation } from 'react-i18next';
import { Modal } from '@crescendo/ui';
import { ConditionPhotoPicker, ConditionPhotosOutcome } from './condition-photo-picker.js';
import type { ConditionPhotos } from './use-condition-photos.js';

/**
 * A loan (or its return) recorded whose photos did not all go (decision 0078): the record stands and is not sent
 * again; the photos left are shown (one may still be removed), the reason said, and 'Réessayer l'envoi' sends
 * them to the recorded loan. 'Fermer' gives them up: the loan's 'Photos' button takes them later.
 */
export function PendingPhotosDialog({
  title,
  photos,
  recorded,
  onClose,
}: {
  title: string;
  photos: ConditionPhotos;
  recorded: 'loan' | 'return';
  onClose: () => void;
}) {
  const { t } = useTranslation('inventoryPhotos');
  const stages = [...new Set(photos.chosen.map((photo) => photo.stage))];
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} cancelLabel={t('close')}>
      <ConditionPhotosOutcome photos={photos} recorded={recorded} onAllSent={onClose} />
      {stages.map((stage) => (
        <ConditionPhotoPicker key={stage} photos={photos} stage={stage} />
      ))}
    </Modal>
  );
}
