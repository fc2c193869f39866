import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelPurchaseRoute,
  listPurchasesRoute,
  lookupProfilesRoute,
  maxProfileLookupIds,
  payPurchaseRoute,
  recordPurchaseRoute,
  renderStatementRoute,
  reversePaymentRoute,
} from '@crescendo/contracts';
import type { z } from 'zod';
import { callRoute } from '@crescendo/web-auth';

/** Every finance query starts with this key, so that one change reads them all again. */
export const financeKey = ['finance'] as const;

export type PurchaseQuery = z.input<typeof listPurchasesRoute.query>;
export type RecordPurchaseBody = z.input<typeof recordPurchaseRoute.body>;

/** The purchases the viewer may read (their own, their groups' students', the organisation's), with totals. */
export function usePurchases(query: PurchaseQuery = {}, enabled = true) {
  return useQuery({
    queryKey: [...financeKey, 'purchases', query],
    enabled,
    queryFn: ({ signal }) => callRoute(listPurchasesRoute, { query, signal }),
  });
}

/** Names and e-mails of the organisation's members, by ids (the students of the groups, of the purchases). */
export function useProfiles(userIds: readonly string[]) {
  const ids = [...new Set(userIds)].sort().slice(0, maxProfileLookupIds);
  return useQuery({
    queryKey: ['profiles', ids],
    enabled: ids.length > 0,
    queryFn: ({ signal }) => callRoute(lookupProfilesRoute, { body: { userIds: ids }, signal }),
  });
}

/** The ledger's moves; each reads the finance queries again once done. The toasts are the caller's. */
export function usePurchaseMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: financeKey });
  return {
    record: useMutation({
      mutationFn: (body: RecordPurchaseBody) => callRoute(recordPurchaseRoute, { body }),
      onSuccess: refresh,
    }),
    pay: useMutation({
      mutationFn: (purchaseId: string) => callRoute(payPurchaseRoute, { params: { purchaseId } }),
      onSuccess: refresh,
    }),
    reversePayment: useMutation({
      mutationFn: ({ purchaseId, reason }: { purchaseId: string; reason: string }) =>
        callRoute(reversePaymentRoute, { params: { purchaseId }, body: { reason } }),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: ({ purchaseId, reason }: { purchaseId: string; reason: string }) =>
        callRoute(cancelPurchaseRoute, { params: { purchaseId }, body: { reason } }),
      onSuccess: refresh,
    }),
  };
}

export interface StatementRequest {
  studentId: string;
  from: string;
  to: string;
  language: 'fr' | 'en';
}

/** A student's statement: the PDF the service wrote, handed to the browser as a file to save or print. */
export async function downloadStatement(request: StatementRequest): Promise<void> {
  const { studentId, ...query } = request;
  const reply = await callRoute(renderStatementRoute, { params: { studentId }, query });
  const bytes = Uint8Array.from(atob(reply.contentBase64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: reply.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = reply.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
