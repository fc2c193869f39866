import { useTranslation } from 'react-i18next';
import type { InventoryUniform } from '@crescendo/contracts';
import { describeError } from '@crescendo/i18n/server-errors';
import { withToasts } from '@crescendo/web-kit';
import { useLendUniform } from './inventory-api.js';
import { LendToStudentModal } from './lend-to-student-modal.js';

/** 'Prêter' a uniform: the student chosen among the school's (groups decide on the server whom one may lend to). */
export function LendUniformModal({ uniform, onClose }: { uniform: InventoryUniform; onClose: () => void }) {
  const { t, i18n } = useTranslation(['translation', 'inventory']);
  const lend = useLendUniform();
  return (
    <LendToStudentModal
      title={t('inventory:uniforms.lendTitle', { number: uniform.number })}
      onClose={onClose}
      onLend={(studentId) =>
        void withToasts(
          lend.mutateAsync({ uniformId: uniform.id, studentId }),
          t('inventory:loans.lent'),
          (error) => `${t('inventory:uniforms.lendFailed')} ${describeError(error, i18n)}`,
        ).catch(() => undefined)
      }
    />
  );
}
