import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryInstrument } from '@crescendo/contracts';
import { describeError, describeFields } from '@crescendo/i18n/server-errors';
import { withToasts } from '@crescendo/web-kit';
import {
  ConditionPhotoPicker,
  ConditionPhotosOutcome,
  PendingPhotosDialog,
  useConditionPhotos,
  type ResizeDeps,
} from '@crescendo/web-kit/photos';
import { useLendInstrument } from './inventory-api.js';
import { LendToStudentModal } from './lend-to-student-modal.js';

/**
 * 'Prêter' an instrument: the student chosen among the school's (groups decide on the server whom one may lend
 * to) and 'Entente requise' (issue 27 §4): the family is mailed the loan's agreement to sign, a parent under 14
 * or the student from 14 on; when identity cannot mail it (no parent's address), nothing is lent and its
 * message says why. Condition photos at check-out may be taken here (decision 0078): the dialog then stays
 * until they are sent to the recorded loan, and a photo that does not go is said, with 'Réessayer l'envoi'.
 */
export function LendInstrumentModal({
  instrument,
  onClose,
  resizeDeps,
}: {
  instrument: InventoryInstrument;
  onClose: () => void;
  /** The canvas the photos are resized on (a test's own). */
  resizeDeps?: ResizeDeps;
}) {
  const { t, i18n } = useTranslation(['translation', 'inventory']);
  const lend = useLendInstrument();
  const [agreement, setAgreement] = useState(false);
  const photos = useConditionPhotos(resizeDeps);
  const [lending, setLending] = useState(false);
  const [recorded, setRecorded] = useState(false);
  const title = t('inventory:loans.lendTitle', { assetNumber: instrument.assetNumber });
  const withPhotos = photos.chosen.length > 0;

  const record = (studentId: string) =>
    withToasts(
      lend.mutateAsync({ instrumentId: instrument.id, studentId, agreement }),
      agreement ? t('inventory:loans.lentWithAgreement') : t('inventory:loans.lent'),
      // Identity's refusal names the field (no parent's address): its words, not 'invalid data'.
      (error) =>
        `${t('inventory:loans.lendFailed')} ${
          Object.values(describeFields(error, i18n)).join(' ') || describeError(error, i18n)
        }`,
    );

  const onLend = (studentId: string) => {
    if (!withPhotos) return void record(studentId).catch(() => undefined);
    setLending(true);
    void record(studentId)
      .then(async (loan) => {
        setRecorded(true);
        if (await photos.send(loan.id, ['check-out'])) onClose();
      })
      // Not lent: the toast said why; the dialog stays for another try.
      .catch(() => undefined)
      .finally(() => setLending(false));
  };

  if (recorded && photos.failure)
    return <PendingPhotosDialog title={title} photos={photos} recorded="loan" onClose={onClose} />;
  return (
    <LendToStudentModal
      title={title}
      onClose={onClose}
      onLend={onLend}
      stayOpen={withPhotos}
      busy={lending || photos.sending}
    >
      <label className="cr-inventory__agreement">
        <input
          type="checkbox"
          checked={agreement}
          onChange={(event) => setAgreement(event.target.checked)}
          aria-describedby="lend-agreement-hint"
        />{' '}
        {t('inventory:loans.agreementRequired')}
      </label>
      <p id="lend-agreement-hint" className="cr-inventory__hint">
        {t('inventory:loans.agreementHint')}
      </p>
      <ConditionPhotoPicker photos={photos} stage="check-out" />
      <ConditionPhotosOutcome photos={photos} recorded="loan" />
    </LendToStudentModal>
  );
}
