import { useTranslation } from 'react-i18next';
import { withToasts } from '@crescendo/web-kit';
import { usePurchaseMutations, type RecordPurchaseBody } from './finance-api.js';

/** The ledger's moves with their toasts (spec §8); each promise rejects after its error toast, for a form to react. */
export function usePurchaseActions() {
  const { t } = useTranslation();
  const say = t as unknown as (key: string) => string;
  const mutations = usePurchaseMutations();
  return {
    record: (body: RecordPurchaseBody) =>
      withToasts(
        mutations.record.mutateAsync(body),
        say('success.purchaseSaved'),
        say('errors.purchaseSave'),
      ),
    pay: (purchaseId: string) =>
      withToasts(
        mutations.pay.mutateAsync(purchaseId),
        say('success.purchasePaid'),
        say('errors.update'),
      ).catch(() => undefined),
    reversePayment: (purchaseId: string, reason: string) =>
      withToasts(
        mutations.reversePayment.mutateAsync({ purchaseId, reason }),
        say('finance.purchases.paymentReversed'),
        say('errors.update'),
      ),
    cancel: (purchaseId: string, reason: string) =>
      withToasts(
        mutations.cancel.mutateAsync({ purchaseId, reason }),
        say('finance.purchases.purchaseCancelled'),
        say('errors.update'),
      ),
  };
}
