import { useTranslation } from 'react-i18next';
import { loanPhotoStages } from '@crescendo/domain';
import { Modal } from '@crescendo/ui';
import { PhotosPanel } from './photos-panel.js';

/**
 * A loan's condition photos in a dialog (issue 27 §3, §5; decision 0072): at check-out, at return, and the repair
 * shop's quote, kept as evidence. The staff add them (`canAdd`); the loan's student only sees them.
 */
export function LoanPhotosModal({
  loan,
  canAdd,
  onClose,
}: {
  loan: { id: string; assetNumber: string; returnedAt: string | null };
  canAdd: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['translation', 'inventoryPhotos']);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('inventoryPhotos:loanPhotosTitle', { assetNumber: loan.assetNumber })}
      description={t('inventoryPhotos:evidence')}
      cancelLabel={t('inventoryPhotos:close')}
    >
      <PhotosPanel
        owner={{ loanId: loan.id }}
        canAdd={canAdd}
        stages={canAdd ? [...loanPhotoStages, 'quote'] : undefined}
        defaultStage={loan.returnedAt ? 'return' : 'check-out'}
      />
    </Modal>
  );
}
