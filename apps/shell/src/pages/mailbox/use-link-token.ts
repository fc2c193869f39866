import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!enabled || !token || sent.current) return;
    sent.current = true;
    send(token).then(
      (data) => setOutcome({ kind: 'done', data }),
      async (error: unknown) => {
        if (!(error instanceof ApiError)) return setOutcome({ kind: 'failed' });
        // The servers' catalogue is loaded only when a link has failed: it stays off the first page.
        const { describeError } = await import('@crescendo/i18n/server-errors');
        setOutcome({ kind: 'failed', message: describeError(error, i18n) });
      },
    );
  }, [enabled, token, send, i18n]);
  return outcome;
}
