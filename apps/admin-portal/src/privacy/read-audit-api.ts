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

/**
 * Whose log: a school's administrator reads their own (`schoolId` undefined); a board's administrator names one
 * of the board's schools, and nothing is asked until they chose one (`enabled`).
 */
export interface ReadLogSchool {
  schoolId?: string;
  enabled: boolean;
}

/** 'Journal des consultations' of the school, newest first, a page at a time. */
export function useReadLog(filters: ReadLogFilters, { schoolId, enabled }: ReadLogSchool) {
  return useInfiniteQuery({
    queryKey: [...readsKey, 'log', schoolId ?? 'own', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listReadLogRoute, { query: { ...filters, schoolId, cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}

/** The entries raised for review (open ones, or all), newest first. */
export function useReadReviews(status: 'open' | 'all', { schoolId, enabled }: ReadLogSchool) {
  return useInfiniteQuery({
    queryKey: [...readsKey, 'reviews', schoolId ?? 'own', status],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listReadReviewsRoute, { query: { status, schoolId, cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}

export function useMarkReadReviewed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => callRoute(markReadReviewedRoute, { params: { reviewId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...readsKey, 'reviews'] }),
  });
}
