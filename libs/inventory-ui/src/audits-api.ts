import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  finishAuditRoute,
  getAuditRoute,
  listAuditItemsRoute,
  listAuditsRoute,
  scanAuditRoute,
  startAuditRoute,
  type AuditItemState,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

/**
 * The inventory's queries, the portals' own and these: an audit's scans and its end change what every inventory
 * list shows (an instrument's place, when it was last seen), so each reads again.
 */
export const inventoryKey = ['inventory'] as const;

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
