import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createAnnouncementRoute,
  createCourseNoteRoute,
  deleteAnnouncementRoute,
  deleteCourseNoteRoute,
  deleteMessageRoute,
  getUnreadRoute,
  listAnnouncementsRoute,
  listCourseNotesRoute,
  listMessageAuditRoute,
  listMessagesRoute,
  markReadRoute,
  sendMessageRoute,
  updateCourseNoteRoute,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

/** Every query of Musichat starts with this key: a resync reads them all again. */
export const chatKey = ['chat'] as const;

/** A group's chat (`studentId` null) or the direct thread of one of its students. */
export interface ConversationRef {
  groupId: string;
  studentId: string | null;
}

export const messagesKey = (conversation: ConversationRef) =>
  [...chatKey, 'messages', conversation.groupId, conversation.studentId] as const;
export const unreadKey = [...chatKey, 'unread'] as const;
export const announcementsKey = (groupId: string | null) => [...chatKey, 'announcements', groupId] as const;
export const notesKey = (groupId: string) => [...chatKey, 'notes', groupId] as const;

export function useMessages(conversation: ConversationRef | null) {
  return useQuery({
    queryKey: conversation ? messagesKey(conversation) : [...chatKey, 'messages', null],
    enabled: conversation !== null,
    queryFn: ({ signal }) =>
      callRoute(listMessagesRoute, {
        query: { groupId: conversation!.groupId, studentId: conversation!.studentId ?? undefined },
        signal,
      }),
  });
}

/** Spec §9: unread = readBy lacks me; per group and direct thread. */
export function useUnread(enabled = true) {
  return useQuery({
    queryKey: unreadKey,
    enabled,
    queryFn: ({ signal }) => callRoute(getUnreadRoute, { signal }),
  });
}

/**
 * A group's announcements, or (null) those of every group I see, newest first, a page at a time:
 * `fetchNextPage` loads the next ('Charger plus'), `hasNextPage` says whether there is one.
 */
export function useAnnouncements(groupId: string | null) {
  return useInfiniteQuery({
    queryKey: announcementsKey(groupId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listAnnouncementsRoute, {
        query: { groupId: groupId ?? undefined, cursor: pageParam },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** A group's course notes, newest first, a page at a time. */
export function useCourseNotes(groupId: string) {
  return useInfiniteQuery({
    queryKey: notesKey(groupId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listCourseNotesRoute, { query: { groupId, cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** The deletions' log (admins), most recent first, a page at a time. */
export function useMessageAudit() {
  return useInfiniteQuery({
    queryKey: [...chatKey, 'audit'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listMessageAuditRoute, { query: { cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Musichat's changes; the toasts are the caller's. Live events refresh the other screens. */
export function useChatMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: chatKey });
  return {
    send: useMutation({
      mutationFn: (body: { groupId: string; content: string; receiverId?: string }) =>
        callRoute(sendMessageRoute, { body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (messageId: string) => callRoute(deleteMessageRoute, { params: { messageId } }),
      onSuccess: refresh,
    }),
    markRead: useMutation({
      mutationFn: (conversation: ConversationRef) =>
        callRoute(markReadRoute, {
          body: { groupId: conversation.groupId, studentId: conversation.studentId ?? undefined },
        }),
      onSuccess: (unread) => client.setQueryData(unreadKey, unread),
    }),
    announce: useMutation({
      mutationFn: (body: { groupId: string; title: string; content: string }) =>
        callRoute(createAnnouncementRoute, { body }),
      onSuccess: refresh,
    }),
    removeAnnouncement: useMutation({
      mutationFn: (announcementId: string) =>
        callRoute(deleteAnnouncementRoute, { params: { announcementId } }),
      onSuccess: refresh,
    }),
    addNote: useMutation({
      mutationFn: (body: { groupId: string; title: string; content: string; shared: boolean }) =>
        callRoute(createCourseNoteRoute, { body }),
      onSuccess: refresh,
    }),
    changeNote: useMutation({
      mutationFn: ({
        noteId,
        ...body
      }: {
        noteId: string;
        title: string;
        content: string;
        shared: boolean;
      }) => callRoute(updateCourseNoteRoute, { params: { noteId }, body }),
      onSuccess: refresh,
    }),
    removeNote: useMutation({
      mutationFn: (noteId: string) => callRoute(deleteCourseNoteRoute, { params: { noteId } }),
      onSuccess: refresh,
    }),
  };
}
