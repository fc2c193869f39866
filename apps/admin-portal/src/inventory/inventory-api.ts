import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addInstrumentRoute,
  listInstrumentsRoute,
  listLoansRoute,
  type AddInstrumentInput,
} from '@crescendo/contracts';
import type { InstrumentAvailability, InstrumentCondition, InstrumentFamily } from '@crescendo/domain';
import { callRoute } from '@crescendo/web-auth';

const inventoryKey = ['inventory'] as const;

export interface InstrumentFilters {
  search: string;
  family: InstrumentFamily | '';
  condition: InstrumentCondition | '';
  availability: InstrumentAvailability | '';
}

/** The school's instruments, by asset number, a page at a time ('Charger plus'), as filtered. */
export function useInstrumentPages(filters: InstrumentFilters) {
  return useInfiniteQuery({
    queryKey: [...inventoryKey, 'instruments', filters],
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listInstrumentsRoute, {
        query: {
          cursor: pageParam,
          search: filters.search.trim() || undefined,
          family: filters.family || undefined,
          condition: filters.condition || undefined,
          availability: filters.availability || undefined,
        },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** The school's loans, newest first, a page at a time. */
export function useLoanPages(state: 'open' | 'overdue' | 'all') {
  return useInfiniteQuery({
    queryKey: [...inventoryKey, 'loans', state],
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listLoansRoute, { query: { cursor: pageParam, state }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** 'Ajouter un instrument'; the inventory is read again once done. The toasts are the caller's. */
export function useAddInstrument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddInstrumentInput) => callRoute(addInstrumentRoute, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKey }),
  });
}
