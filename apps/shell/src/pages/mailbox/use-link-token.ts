import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '@crescendo/web-auth';

export type LinkOutcome<T> =
  | { kind: 'working' }
  | { kind: 'missing' }
  | { kind: 'done'; data: T }
  | { kind: 'failed'; message?: string };

/**
 * A mailed link's page: takes `?token=` and sends it once (a link works once, so React's repeated
 * effects must not send it twice), then says what came of it.
 */
export function useLinkToken<T>(enabled: boolean, send: (token: string) => Promise<T>): LinkOutcome<T> {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<LinkOutcome<T>>({ kind: token ? 'working' : 'missing' });
  const sent = useRef(false);
  useEffect(() => {
    if (!enabled || !token || sent.current) return;
    sent.current = true;
    send(token).then(
      (data) => setOutcome({ kind: 'done', data }),
      (error: unknown) =>
        setOutcome({ kind: 'failed', message: error instanceof ApiError ? error.message : undefined }),
    );
  }, [enabled, token, send]);
  return outcome;
}
