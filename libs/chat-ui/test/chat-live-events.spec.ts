import { randomUUID } from 'node:crypto';
import { QueryClient } from '@tanstack/react-query';
import { messageCreatedLive, messageDeletedLive, type MessageRef } from '@crescendo/contracts';
import type { LiveEventFrame } from '@crescendo/web-auth';
import { chatKey, messagesKey, unreadKey } from '../src/chat-api.js';
import { applyChatEvent } from '../src/use-chat-live.js';

/**
 * The live events name a message, never its text (decision 0031): the chat reads the conversation it is in
 * again, and only that one.
 */
describe('chat-ui: what a live event does to the cached chat', () => {
  const groupId = randomUUID();
  const studentId = randomUUID();
  const groupChat = messagesKey({ groupId, studentId: null });
  const thread = messagesKey({ groupId, studentId });
  let client: QueryClient;

  const event = (name: string, data: MessageRef): LiveEventFrame =>
    ({ type: 'event', seq: 1, topic: `group:${groupId}`, name, data, occurredAt: '' }) as LiveEventFrame;
  const stale = (key: readonly unknown[]) => client.getQueryState([...key])?.isInvalidated ?? false;

  beforeEach(() => {
    client = new QueryClient();
    for (const key of [groupChat, thread, unreadKey, [...chatKey, 'audit']]) {
      client.setQueryData([...key], { cached: true });
    }
  });
  afterEach(() => client.clear());

  it('reads the group’s chat again for a message of the group, and the unread counts', () => {
    const ref = { id: randomUUID(), type: 'group' as const, groupId, studentId: null };
    applyChatEvent(client, event(messageCreatedLive.name, ref));
    expect([stale(groupChat), stale(unreadKey), stale(thread), stale([...chatKey, 'audit'])]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('reads the direct thread again for its message; a deletion also the deletions log', () => {
    const ref = { id: randomUUID(), type: 'direct' as const, groupId, studentId };
    applyChatEvent(client, event(messageDeletedLive.name, ref));
    expect([stale(thread), stale(unreadKey), stale([...chatKey, 'audit']), stale(groupChat)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
