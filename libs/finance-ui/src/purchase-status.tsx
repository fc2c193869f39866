import { useTranslation } from 'react-i18next';
import type { Purchase } from '@crescendo/contracts';

const label = {
  credit: 'status.purchaseCredit',
  paid: 'status.purchasePaid',
  cancelled: 'finance:cancelledStatus',
} as const;

/** Spec §4: 'À régler' becomes 'Payé'; a cancelled purchase says so. */
export function PurchaseStatus({ status }: { status: Purchase['status'] }) {
  const { t } = useTranslation(['translation', 'finance']);
  return <span className={`fu-status fu-status--${status}`}>{t(label[status])}</span>;
}
