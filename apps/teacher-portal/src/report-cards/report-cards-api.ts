import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listBankCommentsRoute,
  listGroupReportCardsRoute,
  listTermsRoute,
  publishReportCardRoute,
  saveReportCardRoute,
  type ReportLanguage,
  type SaveReportCardInput,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

const reportsKey = ['reports'] as const;

/** A school year's terms as the school set them. */
export function useTerms(schoolYear: string) {
  return useQuery({
    queryKey: [...reportsKey, 'terms', schoolYear],
    queryFn: ({ signal }) => callRoute(listTermsRoute, { query: { schoolYear }, signal }),
  });
}

/** The group's students for a term, with their card and work, a page at a time ('Afficher plus'). */
export function useGroupReportCards(groupId: string | null, termId: string | null) {
  return useInfiniteQuery({
    queryKey: [...reportsKey, 'cards', groupId, termId],
    enabled: groupId !== null && termId !== null,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listGroupReportCardsRoute, {
        params: { groupId: groupId!, termId: termId! },
        query: { cursor: pageParam },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** The comment bank in one language (the school's and mine), newest first: the first 100. */
export function useCommentBank(language: ReportLanguage) {
  return useQuery({
    queryKey: [...reportsKey, 'comments', language],
    queryFn: ({ signal }) => callRoute(listBankCommentsRoute, { query: { language, limit: 100 }, signal }),
  });
}

/** Write a card, publish one; the group's list is read again once done. The toasts are the caller's. */
export function useReportCardChanges() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: [...reportsKey, 'cards'] });
  return {
    save: useMutation({
      mutationFn: ({ groupId, termId, studentId, ...body }: SaveReportCardInput) =>
        callRoute(saveReportCardRoute, { params: { groupId, termId, studentId }, body }),
      onSuccess: refresh,
    }),
    publish: useMutation({
      mutationFn: (reportCardId: string) => callRoute(publishReportCardRoute, { params: { reportCardId } }),
      onSuccess: refresh,
    }),
  };
}
