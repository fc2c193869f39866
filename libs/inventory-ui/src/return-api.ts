import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { returnLoanRoute } from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';
import { withToasts } from '@crescendo/web-kit';
import { inventoryKey } from './audits-api.js';

/** What 'Retour' sends: the condition it came back in, the kind of damage, a charge for negligence. */
export type ReturnBody = z.output<typeof returnLoanRoute.body>;

/**
 * 'Retour' of one loan, the teacher's and the admin's alike, for `ReturnLoanModal`'s `onSave`: 'Retour
 * enregistré' or the error said in a toast; the instrument's condition, its loans and the school's lists
 * change, so every inventory query reads again.
 */
export function useRecordReturn() {
  const { t } = useTranslation('inventory');
  const client = useQueryClient();
  const giveBack = useMutation({
    mutationFn: ({ loanId, body }: { loanId: string; body: ReturnBody }) =>
      callRoute(returnLoanRoute, { params: { loanId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKey }),
  });
  return (loanId: string) => (body: ReturnBody) =>
    withToasts(giveBack.mutateAsync({ loanId, body }), t('loans.returned'), t('loans.returnFailed'));
}
