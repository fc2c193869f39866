import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryInstrument } from '@crescendo/contracts';
import { describeError, describeFields } from '@crescendo/i18n/server-errors';
import { withToasts } from '@crescendo/web-kit';
import { useLendInstrument } from './inventory-api.js';
import { LendToStudentModal } from './lend-to-student-modal.js';

/**
 * 'Prêter' an instrument: the student chosen among the school's (groups decide on the server whom one may lend
 * to) and 'Entente requise' (issue 27 §4): the family is mailed the loan's agreement to sign, a parent under 14
 * or the student from 14 on; when identity cannot mail it (no parent's address), nothing is lent and its
 * message says why.
 */
export function LendInstrumentModal({
  instrument,
  onClose,
}: {
  instrument: InventoryInstrument;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['translation', 'inventory']);
  const lend = useLendInstrument();
  const [agreement, setAgreement] = useState(false);

  const onLend = (studentId: string) =>
    void withToasts(
      lend.mutateAsync({ instrumentId: instrument.id, studentId, agreement }),
      agreement ? t('inventory:loans.lentWithAgreement') : t('inventory:loans.lent'),
      // Identity's refusal names the field (no parent's address): its words, not 'invalid data'.
      (error) =>
        `${t('inventory:loans.lendFailed')} ${
          Object.values(describeFields(error, i18n)).join(' ') || describeError(error, i18n)
        }`,
    ).catch(() => undefined);

  return (
    <LendToStudentModal
      title={t('inventory:loans.lendTitle', { assetNumber: instrument.assetNumber })}
      onClose={onClose}
      onLend={onLend}
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
    </LendToStudentModal>
  );
}
