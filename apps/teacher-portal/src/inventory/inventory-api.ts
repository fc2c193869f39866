import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listLoansRoute,
  requestLoanAgreementRoute,
  returnScanRoute,
  scanLoanRoute,
  undoLoanRoute,
} from '@crescendo/contracts';
import type { InstrumentCondition } from '@crescendo/domain';
import { callRoute } from '@crescendo/web-auth';

const inventoryKey = ['inventory'] as const;

/** The school's loans still out, newest first, a page at a time. */
export function useOpenLoans() {
  return useInfiniteQuery({
    queryKey: [...inventoryKey, 'loans', 'open'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listLoansRoute, { query: { cursor: pageParam, state: 'open' }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** One scan, one loan; its undo; a scanned return. The toasts are the caller's. */
export function useQuickLoans() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: inventoryKey });
  return {
    scan: useMutation({
      mutationFn: (body: { code: string; studentId: string; agreement: boolean }) =>
        callRoute(scanLoanRoute, { body }),
      onSuccess: refresh,
    }),
    undo: useMutation({
      mutationFn: (loanId: string) => callRoute(undoLoanRoute, { params: { loanId } }),
      onSuccess: refresh,
    }),
    scanBack: useMutation({
      mutationFn: (body: { code: string; condition: InstrumentCondition }) =>
        callRoute(returnScanRoute, { body }),
      onSuccess: refresh,
    }),
    /** 'Renvoyer l'entente': identity mails the open loan's agreement again. */
    resendAgreement: useMutation({
      mutationFn: (loanId: string) => callRoute(requestLoanAgreementRoute, { params: { loanId } }),
      onSuccess: refresh,
    }),
  };
}
