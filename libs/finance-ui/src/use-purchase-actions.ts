import { useTranslation } from 'react-i18next';
import { withToasts } from '@crescendo/web-kit';
import { usePurchaseMutations, type RecordPurchaseBody } from './finance-api.js';

/** The ledger's moves with their toasts (spec §8); each promise rejects after its error toast, for a form to react. */
export function usePurchaseActions() {
  const { t } = useTranslation(['translation', 'finance']);
  const mutations = usePurchaseMutations();
  return {
    record: (body: RecordPurchaseBody) =>
      withToasts(mutations.record.mutateAsync(body), t('success.purchaseSaved'), t('errors.purchaseSave')),
    pay: (purchaseId: string) =>
      withToasts(mutations.pay.mutateAsync(purchaseId), t('success.purchasePaid'), t('errors.update')).catch(
        () => undefined,
      ),
    reversePayment: (purchaseId: string, reason: string) =>
      withToasts(
        mutations.reversePayment.mutateAsync({ purchaseId, reason }),
        t('finance:purchases.paymentReversed'),
        t('errors.update'),
      ),
    cancel: (purchaseId: string, reason: string) =>
      withToasts(
        mutations.cancel.mutateAsync({ purchaseId, reason }),
        t('finance:purchases.purchaseCancelled'),
        t('errors.update'),
      ),
  };
}
