import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createLessonIdeasRoute,
  discardLessonIdeasRoute,
  keepLessonIdeasRoute,
  listLessonIdeasRoute,
  type ReportLanguage,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

const key = ['maestro', 'lesson-ideas'] as const;

/** The group's lesson ideas, newest first, a page at a time (issue 30 §2). */
export function useLessonIdeas(groupId: string) {
  return useInfiniteQuery({
    queryKey: [...key, groupId],
    enabled: groupId !== '',
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listLessonIdeasRoute, { params: { groupId }, query: { cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Ask ideas for a group, keep them, discard them; the toasts are the caller's. */
export function useLessonIdeasChanges() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: key });
  return {
    ask: useMutation({
      mutationFn: ({
        groupId,
        language,
        progressKey,
      }: {
        groupId: string;
        language: ReportLanguage;
        progressKey?: string;
      }) => callRoute(createLessonIdeasRoute, { params: { groupId }, body: { language, progressKey } }),
      onSettled: () => {
        void refresh();
        void client.invalidateQueries({ queryKey: ['maestro', 'status'] });
      },
    }),
    keep: useMutation({
      mutationFn: (lessonIdeasId: string) => callRoute(keepLessonIdeasRoute, { params: { lessonIdeasId } }),
      onSuccess: refresh,
    }),
    discard: useMutation({
      mutationFn: (lessonIdeasId: string) =>
        callRoute(discardLessonIdeasRoute, { params: { lessonIdeasId } }),
      onSuccess: refresh,
    }),
  };
}
