import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelPurchaseRoute,
  listPurchasesRoute,
  lookupProfilesRoute,
  maxProfileLookupIds,
  payPurchaseRoute,
  purchasePage,
  recordPurchaseRoute,
  renderStatementRoute,
  reversePaymentRoute,
  type DirectoryEntry,
  type ListedPurchase,
} from '@crescendo/contracts';
import type { z } from 'zod';
import { callRoute, everyPage } from '@crescendo/web-auth';
import { downloadEncodedFile } from '@crescendo/web-kit';

/** Every finance query starts with this key, so that one change reads them all again. */
export const financeKey = ['finance'] as const;

/** What a list of purchases is filtered by; the page (`cursor`, `limit`) is these hooks' own. */
export type PurchaseQuery = Omit<z.input<typeof listPurchasesRoute.query>, 'cursor' | 'limit'>;
export type RecordPurchaseBody = z.input<typeof recordPurchaseRoute.body>;

/**
 * The purchases the viewer may read (their own, their groups' students', the organisation's), newest first, a
 * page at a time: `fetchNextPage` loads the next ('Charger plus'), `hasNextPage` says whether there is one.
 * Each page carries the totals of the whole filter (summed by the finance service): read them from the first.
 */
export function usePurchasePages(query: PurchaseQuery = {}, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...financeKey, 'purchases', query],
    enabled,
    // Another filter keeps the table on screen until its first page is there.
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listPurchasesRoute, { query: { ...query, cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Every purchase of the filter, page after page of the largest size: what the CSV export writes. */
export function allPurchases(query: PurchaseQuery): Promise<ListedPurchase[]> {
  return everyPage(
    (cursor) => callRoute(listPurchasesRoute, { query: { ...query, cursor, limit: purchasePage.max } }),
    (page) => page.purchases,
  );
}

/** Names and e-mails of every one of `userIds`, asked as many at a time as identity answers. */
export async function lookupEveryProfile(userIds: readonly string[]): Promise<DirectoryEntry[]> {
  const ids = [...new Set(userIds)].sort();
  const profiles: DirectoryEntry[] = [];
  for (let start = 0; start < ids.length; start += maxProfileLookupIds) {
    const body = { userIds: ids.slice(start, start + maxProfileLookupIds) };
    profiles.push(...(await callRoute(lookupProfilesRoute, { body })).profiles);
  }
  return profiles;
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
  downloadEncodedFile(reply);
}
