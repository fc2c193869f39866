import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { boardDashboardRoute, boardProgrammeTotalsRoute } from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

/** The board dashboard, a page of schools at a time ('Charger plus'); every figure is identity's, never summed here. */
export function useBoardDashboardPages() {
  return useInfiniteQuery({
    queryKey: ['board', 'dashboard'] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(boardDashboardRoute, { query: { cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** 'Par programme' over the whole board: identity's totals (the small-cohort rule applied there), asked when shown. */
export function useBoardProgrammeTotals() {
  return useQuery({
    queryKey: ['board', 'dashboard', 'programmes'] as const,
    queryFn: ({ signal }) => callRoute(boardProgrammeTotalsRoute, { signal }),
  });
}
