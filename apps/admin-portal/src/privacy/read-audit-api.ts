import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listReadLogRoute,
  listReadReviewsRoute,
  markReadReviewedRoute,
  type ReadCategory,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

const readsKey = ['privacy', 'reads'] as const;

/** What the log is searched by: a student, a reader (ids picked from the log itself), a category, a period. */
export interface ReadLogFilters {
  studentId?: string;
  readerId?: string;
  category?: ReadCategory;
  from?: string;
  to?: string;
}

/** 'Journal des consultations' of the school, newest first, a page at a time. */
export function useReadLog(filters: ReadLogFilters) {
  return useInfiniteQuery({
    queryKey: [...readsKey, 'log', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listReadLogRoute, { query: { ...filters, cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** The entries raised for review (open ones, or all), newest first. */
export function useReadReviews(status: 'open' | 'all') {
  return useInfiniteQuery({
    queryKey: [...readsKey, 'reviews', status],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listReadReviewsRoute, { query: { status, cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useMarkReadReviewed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => callRoute(markReadReviewedRoute, { params: { reviewId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...readsKey, 'reviews'] }),
  });
}
