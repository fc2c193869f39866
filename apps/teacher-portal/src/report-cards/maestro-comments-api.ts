import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  approveCommentDraftRoute,
  createCommentDraftsRoute,
  discardCommentDraftRoute,
  listCommentDraftsRoute,
  type ReportCompetency,
  type ReportLanguage,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

const key = ['maestro', 'comment-drafts'] as const;

/**
 * The group's comment drafts of the term still to review, newest first, a page at a time (issue 30 §2); only
 * asked while Maestro IA is on.
 */
export function useCommentDrafts(groupId: string, termId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...key, groupId, termId],
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listCommentDraftsRoute, {
        params: { groupId, termId },
        query: { cursor: pageParam },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/**
 * Ask the drafts, approve one (as edited: it becomes the report card's comment, so the cards are read again),
 * discard one. The toasts are the caller's.
 */
export function useCommentDraftChanges(groupId: string, termId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: [...key, groupId, termId] });
  return {
    ask: useMutation({
      mutationFn: ({
        language,
        competency,
        progressKey,
      }: {
        language: ReportLanguage;
        competency?: ReportCompetency;
        /** The page's key for the drafts' progress on my live topic (decision 0068). */
        progressKey?: string;
      }) =>
        callRoute(createCommentDraftsRoute, {
          params: { groupId, termId },
          body: { language, ...(competency ? { competency } : {}), ...(progressKey ? { progressKey } : {}) },
        }),
      onSettled: () => {
        void refresh();
        void client.invalidateQueries({ queryKey: ['maestro', 'status'] });
      },
    }),
    approve: useMutation({
      mutationFn: ({ draftId, text }: { draftId: string; text: string }) =>
        callRoute(approveCommentDraftRoute, { params: { draftId }, body: { text } }),
      onSuccess: () => {
        void refresh();
        void client.invalidateQueries({ queryKey: ['reports', 'cards'] });
      },
    }),
    discard: useMutation({
      mutationFn: (draftId: string) => callRoute(discardCommentDraftRoute, { params: { draftId } }),
      onSuccess: refresh,
    }),
  };
}
