import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  completeRepairRoute,
  finishAuditRoute,
  getAuditRoute,
  getInstrumentRoute,
  listAuditItemsRoute,
  listAuditsRoute,
  listRepairsRoute,
  scanAuditRoute,
  sendToRepairRoute,
  startAuditRoute,
  type AuditItemState,
  type CompleteRepairBody,
  type SendToRepairBody,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

/** The inventory's queries: a repair or an audit changes what the instruments' list shows. */
const inventoryKey = ['inventory'] as const;

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

/** The school's physical inventories, newest first, a page at a time. */
export function useAuditPages() {
  return useInfiniteQuery({
    queryKey: [...inventoryKey, 'audits'],
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => callRoute(listAuditsRoute, { query: { cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useAudit(auditId: string) {
  return useQuery({
    queryKey: [...inventoryKey, 'audit', auditId],
    queryFn: ({ signal }) => callRoute(getAuditRoute, { params: { auditId }, signal }),
  });
}

/** An audit's instruments in one state, by asset number, a page at a time. */
export function useAuditItemPages(auditId: string, state: AuditItemState) {
  return useInfiniteQuery({
    queryKey: [...inventoryKey, 'audit', auditId, 'items', state],
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listAuditItemsRoute, { params: { auditId }, query: { state, cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useStartAudit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (location: string) => callRoute(startAuditRoute, { body: { location } }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKey }),
  });
}

/** A code scanned into the audit; its lists and counts are read again. */
export function useScanAudit(auditId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callRoute(scanAuditRoute, { params: { auditId }, body: { code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...inventoryKey, 'audit', auditId] }),
  });
}

export function useFinishAudit(auditId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(finishAuditRoute, { params: { auditId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKey }),
  });
}
