import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  completeRepairRoute,
  getInstrumentRoute,
  listRepairsRoute,
  listUpcomingReservationsRoute,
  sendToRepairRoute,
  type CompleteRepairBody,
  type SendToRepairBody,
} from '@crescendo/contracts';
import { inventoryKey } from '@crescendo/inventory-ui';
import { callRoute } from '@crescendo/web-auth';

/** One instrument, for its details (where it stands, when it was last seen). */
export function useInstrument(instrumentId: string) {
  return useQuery({
    queryKey: [...inventoryKey, 'instrument', instrumentId],
    queryFn: ({ signal }) => callRoute(getInstrumentRoute, { params: { instrumentId }, signal }),
  });
}

/** An instrument's repairs, newest first, a page at a time ('Charger plus'). */
export function useRepairPages(instrumentId: string) {
  return useInfiniteQuery({
    queryKey: [...inventoryKey, 'repairs', instrumentId],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listRepairsRoute, { params: { instrumentId }, query: { cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** 'Envoyer en réparation'; the inventory is read again once done. The toasts are the caller's. */
export function useSendToRepair() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ instrumentId, body }: { instrumentId: string; body: SendToRepairBody }) =>
      callRoute(sendToRepairRoute, { params: { instrumentId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKey }),
  });
}

/** 'Réparation terminée'; the inventory is read again once done. The toasts are the caller's. */
export function useCompleteRepair() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ repairId, body }: { repairId: string; body: CompleteRepairBody }) =>
      callRoute(completeRepairRoute, { params: { repairId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKey }),
  });
}

/** An instrument's reservations for planning events not over yet, soonest first (issue 28 §7). */
export function useUpcomingReservations(instrumentId: string) {
  return useInfiniteQuery({
    queryKey: [...inventoryKey, 'reservations', instrumentId],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listUpcomingReservationsRoute, {
        params: { instrumentId },
        query: { cursor: pageParam },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
