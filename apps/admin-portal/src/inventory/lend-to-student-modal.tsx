import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, SelectField } from '@crescendo/ui';
import { useSchoolStudents } from './inventory-api.js';

/**
 * 'Prêter' an item of the inventory: the student chosen among the school's, by name (groups decide on the server
 * whom one may lend to). The dialog closes as the loan is sent; `onLend` says how it went.
 */
export function LendToStudentModal({
  title,
  onLend,
  onClose,
  children,
  stayOpen = false,
  busy = false,
}: {
  title: string;
  onLend: (studentId: string) => void;
  onClose: () => void;
  /** What else the loan asks (the instrument's 'Entente requise', its condition photos). */
  children?: ReactNode;
  /** The dialog stays while the loan and what follows it are sent. */
  stayOpen?: boolean;
  /** Sending: the confirm button waits. */
  busy?: boolean;
}) {
  const { t } = useTranslation(['translation', 'inventory']);
  const students = useSchoolStudents(true);
  const [studentId, setStudentId] = useState('');
  const options = (students.data?.profiles ?? [])
    .map((profile) => ({ value: profile.id, label: `${profile.firstName} ${profile.lastName}`.trim() }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      confirmLabel={busy ? t('status.sending') : t('inventory:loans.lend')}
      cancelLabel={t('common.cancel')}
      confirmDisabled={!studentId || busy}
      onConfirm={() => {
        if (!stayOpen) onClose();
        onLend(studentId);
      }}
    >
      <SelectField
        label={t('inventory:loans.student')}
        placeholder={t('inventory:loans.chooseStudent')}
        options={options}
        value={studentId}
        onChange={(event) => setStudentId(event.target.value)}
      />
      {children}
    </Modal>
  );
}
