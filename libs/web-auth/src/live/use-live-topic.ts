import { useEffect, useRef } from 'react';
import type { LiveTopic } from '@crescendo/contracts';
import type { LiveTopicHandlers } from './live-client.js';
import { getLiveClient } from './live-singleton.js';

/**
 * Follows a live topic while the component is mounted (`null`: nothing to follow yet). The handlers may
 * change between renders without re-subscribing.
 */
export function useLiveTopic(topic: LiveTopic | null, handlers: LiveTopicHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!topic) return;
    return getLiveClient().subscribe(topic, {
      onEvent: (event) => latest.current.onEvent(event),
      onResync: () => latest.current.onResync?.(),
      onSubscribed: () => latest.current.onSubscribed?.(),
      onRevoked: (error) => latest.current.onRevoked?.(error),
    });
  }, [topic]);
}
