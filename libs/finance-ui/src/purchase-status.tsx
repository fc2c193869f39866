import type { Purchase } from '@crescendo/contracts';
import { useSay } from './use-language.js';

const label = {
  credit: 'status.purchaseCredit',
  paid: 'status.purchasePaid',
  cancelled: 'finance.cancelledStatus',
};

/** Spec §4: 'À régler' becomes 'Payé'; a cancelled purchase says so. */
export function PurchaseStatus({ status }: { status: Purchase['status'] }) {
  const say = useSay();
  return <span className={`fu-status fu-status--${status}`}>{say(label[status])}</span>;
}
