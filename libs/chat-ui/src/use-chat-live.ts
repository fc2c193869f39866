import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  liveTopic,
  messageCreatedLive,
  messageDeletedLive,
  messageRefSchema,
  type LiveTopic,
} from '@crescendo/contracts';
import { getLiveClient, type LiveEventFrame, type LiveStatus } from '@crescendo/web-auth';
import { chatKey, messagesKey, unreadKey } from './chat-api.js';

/**
 * What one live event means for Musichat's cached data. The events name what changed, never its content
 * (decision 0031: a message deleted since must not come back from the stream): the conversation it is in
 * is read again, as it is now.
 */
export function applyChatEvent(client: QueryClient, event: LiveEventFrame): void {
  if (event.name === messageCreatedLive.name || event.name === messageDeletedLive.name) {
    const parsed = messageRefSchema.safeParse(event.data);
    const queryKey = parsed.success
      ? messagesKey({ groupId: parsed.data.groupId, studentId: parsed.data.studentId })
      : [...chatKey, 'messages'];
    void client.invalidateQueries({ queryKey });
    void client.invalidateQueries({ queryKey: unreadKey });
    if (event.name === messageDeletedLive.name)
      void client.invalidateQueries({ queryKey: [...chatKey, 'audit'] });
    return;
  }
  if (event.name.startsWith('messaging.announcement.')) {
    void client.invalidateQueries({ queryKey: [...chatKey, 'announcements'] });
    return;
  }
  if (event.name === 'messaging.notes.changed') {
    void client.invalidateQueries({ queryKey: [...chatKey, 'notes'] });
    return;
  }
  if (event.name === 'messaging.messages.read') void client.invalidateQueries({ queryKey: unreadKey });
}

/**
 * Follows Musichat's topics (a user's own, the groups in view) while mounted: messages appear and badges move
 * without a reload. Returns the topics whose access ended (a student removed from the group).
 */
export function useChatLive(userId: string | undefined, groupIds: readonly string[]): Set<string> {
  const client = useQueryClient();
  const [revoked, setRevoked] = useState<Set<string>>(new Set());
  const key = [userId ?? '', ...[...groupIds].sort()].join(',');
  useEffect(() => {
    const topics: LiveTopic[] = [
      ...(userId ? [liveTopic('user', userId)] : []),
      ...groupIds.map((id) => liveTopic('group', id)),
    ];
    const live = getLiveClient();
    const stops = topics.map((topic) =>
      live.subscribe(topic, {
        onEvent: (event) => applyChatEvent(client, event),
        onResync: () => void client.invalidateQueries({ queryKey: chatKey }),
        // A message sent between the chat's first read and this subscription comes with no event.
        onSubscribed: () => void client.invalidateQueries({ queryKey: chatKey }),
        onRevoked: () => setRevoked((current) => new Set(current).add(topic.slice('group:'.length))),
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [key, client]); // `key` stands for `userId` and `groupIds`
  return revoked;
}

/** The live connection's state, for the 'reconnecting' line. */
export function useLiveStatus(): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>(() => getLiveClient().status);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    const stop = getLiveClient().onStatus((next) => mounted.current && setStatus(next));
    return () => {
      mounted.current = false;
      stop();
    };
  }, []);
  return status;
}
