import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryUniform } from '@crescendo/contracts';
import { describeError } from '@crescendo/i18n/server-errors';
import { Modal, SelectField } from '@crescendo/ui';
import { withToasts } from '@crescendo/web-kit';
import { useLendUniform, useSchoolStudents } from './inventory-api.js';

/** 'Prêter' a uniform: the student chosen among the school's (groups decide on the server whom one may lend to). */
export function LendUniformModal({ uniform, onClose }: { uniform: InventoryUniform; onClose: () => void }) {
  const { t, i18n } = useTranslation(['translation', 'inventory']);
  const students = useSchoolStudents(true);
  const lend = useLendUniform();
  const [studentId, setStudentId] = useState('');
  const options = (students.data?.profiles ?? [])
    .map((profile) => ({ value: profile.id, label: `${profile.firstName} ${profile.lastName}`.trim() }))
    .sort((a, b) => a.label.localeCompare(b.label));

  const confirm = () => {
    onClose();
    void withToasts(
      lend.mutateAsync({ uniformId: uniform.id, studentId }),
      t('inventory:loans.lent'),
      (error) => `${t('inventory:uniforms.lendFailed')} ${describeError(error, i18n)}`,
    ).catch(() => undefined);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('inventory:uniforms.lendTitle', { number: uniform.number })}
      confirmLabel={t('inventory:loans.lend')}
      cancelLabel={t('common.cancel')}
      confirmDisabled={!studentId}
      onConfirm={confirm}
    >
      <SelectField
        label={t('inventory:loans.student')}
        placeholder={t('inventory:loans.chooseStudent')}
        options={options}
        value={studentId}
        onChange={(event) => setStudentId(event.target.value)}
      />
    </Modal>
  );
}
