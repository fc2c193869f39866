import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import {
  addBudgetCategoryRoute,
  addBudgetEntryRoute,
  createBudgetRoute,
  deleteBudgetCategoryRoute,
  getBudgetRoute,
  listBudgetEntriesRoute,
  reverseBudgetEntryRoute,
  updateBudgetCategoryRoute,
} from '@crescendo/contracts';
import { financeKey } from '@crescendo/finance-ui';
import { callRoute } from '@crescendo/web-auth';

const budgetKey = [...financeKey, 'budget'] as const;

export type CategoryBody = z.input<typeof updateBudgetCategoryRoute.body>;
export type EntryBody = z.input<typeof addBudgetEntryRoute.body>;

/** The school year's budget with every figure the server computed (null until created). */
export function useBudget(schoolYear: string) {
  return useQuery({
    queryKey: [...budgetKey, schoolYear],
    queryFn: ({ signal }) => callRoute(getBudgetRoute, { params: { schoolYear }, signal }),
  });
}

/**
 * A budget's expenses and revenues, newest first, a page at a time ('Charger plus', issue 34): the figures are
 * the budget's own (summed by the finance service), never added up from these.
 */
export function useBudgetEntryPages(budgetId: string | null) {
  return useInfiniteQuery({
    queryKey: [...budgetKey, 'entries', budgetId],
    enabled: budgetId !== null,
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listBudgetEntriesRoute, {
        params: { budgetId: budgetId! },
        query: { cursor: pageParam },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** The budget's changes; each reads the finance queries again once done. The toasts are the caller's. */
export function useBudgetMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: financeKey });
  return {
    create: useMutation({
      mutationFn: (body: z.input<typeof createBudgetRoute.body>) => callRoute(createBudgetRoute, { body }),
      onSuccess: refresh,
    }),
    addCategory: useMutation({
      mutationFn: ({ budgetId, ...body }: { budgetId: string; name: string; planned: string }) =>
        callRoute(addBudgetCategoryRoute, { params: { budgetId }, body }),
      onSuccess: refresh,
    }),
    updateCategory: useMutation({
      mutationFn: ({ categoryId, ...body }: CategoryBody & { categoryId: string }) =>
        callRoute(updateBudgetCategoryRoute, { params: { categoryId }, body }),
      onSuccess: refresh,
    }),
    deleteCategory: useMutation({
      mutationFn: (categoryId: string) => callRoute(deleteBudgetCategoryRoute, { params: { categoryId } }),
      onSuccess: refresh,
    }),
    addEntry: useMutation({
      mutationFn: ({ categoryId, ...body }: EntryBody & { categoryId: string }) =>
        callRoute(addBudgetEntryRoute, { params: { categoryId }, body }),
      onSuccess: refresh,
    }),
    reverseEntry: useMutation({
      mutationFn: ({ entryId, reason }: { entryId: string; reason: string }) =>
        callRoute(reverseBudgetEntryRoute, { params: { entryId }, body: { reason } }),
      onSuccess: refresh,
    }),
  };
}
