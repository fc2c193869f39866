import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  approveBoardLoanRoute,
  declineBoardLoanRoute,
  listBoardCatalogueRoute,
  listBoardInstrumentsRoute,
  listBoardLoansRoute,
  offerBoardLoanRoute,
  requestBoardLoanRoute,
  returnBoardLoanRoute,
} from '@crescendo/contracts';
import type { InstrumentFamily } from '@crescendo/domain';
import { callRoute } from '@crescendo/web-auth';

const boardKey = ['inventory', 'board'] as const;

/** The board's catalogue of scores, by title, a page at a time, as searched (issue 27 §8). */
export function useBoardCatalogue(search: string) {
  return useInfiniteQuery({
    queryKey: [...boardKey, 'catalogue', search],
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listBoardCatalogueRoute, {
        query: { cursor: pageParam, search: search.trim() || undefined },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** What the board's instruments are searched by. */
export interface BoardInstrumentFilters {
  search: string;
  family: InstrumentFamily | '';
  availableOnly: boolean;
}

/** The board's instruments by type, a page at a time, as searched (decision 0077). */
export function useBoardInstruments(filters: BoardInstrumentFilters) {
  return useInfiniteQuery({
    queryKey: [...boardKey, 'instruments', filters],
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listBoardInstrumentsRoute, {
        query: {
          cursor: pageParam,
          search: filters.search.trim() || undefined,
          family: filters.family || undefined,
          state: filters.availableOnly ? 'available' : 'all',
        },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** The school's loans with the board's other schools, one side, newest asked first. */
export function useBoardLoans(side: 'incoming' | 'outgoing') {
  return useInfiniteQuery({
    queryKey: [...boardKey, 'loans', side],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listBoardLoansRoute, { query: { side, state: 'all', cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export type BoardLoanStep =
  | { kind: 'request'; scoreId: string }
  | { kind: 'request-instrument'; instrumentId: string }
  | { kind: 'offer'; loanId: string; fromOn: string; untilOn: string }
  | { kind: 'decline' | 'approve' | 'return'; loanId: string };

/** One step of a loan between schools; every board list is read again after it. */
export function useBoardLoanStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: BoardLoanStep) => {
      switch (step.kind) {
        case 'request':
          return callRoute(requestBoardLoanRoute, { body: { scoreId: step.scoreId } });
        case 'request-instrument':
          return callRoute(requestBoardLoanRoute, { body: { instrumentId: step.instrumentId } });
        case 'offer':
          return callRoute(offerBoardLoanRoute, {
            params: { loanId: step.loanId },
            body: { fromOn: step.fromOn, untilOn: step.untilOn },
          });
        case 'decline':
          return callRoute(declineBoardLoanRoute, { params: { loanId: step.loanId } });
        case 'approve':
          return callRoute(approveBoardLoanRoute, { params: { loanId: step.loanId } });
        case 'return':
          return callRoute(returnBoardLoanRoute, { params: { loanId: step.loanId } });
      }
    },
    onSuccess: () => client.invalidateQueries({ queryKey: boardKey }),
  });
}
