import { useInfiniteQuery } from '@tanstack/react-query';
import { boardDashboardRoute } from '@crescendo/contracts';
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
