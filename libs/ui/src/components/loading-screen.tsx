import { useEffect, useState, type ReactNode } from 'react';
import { Spinner } from './spinner.js';

/** Spec §4 and §9: the loading screen is forced off after 5 s, whatever is still loading. */
export const loadingTimeoutMs = 5000;

export interface LoadingScreenProps {
  loading: boolean;
  message: string;
  children: ReactNode;
  timeoutMs?: number;
  /** Called once when the screen is forced off while still loading, so the app can say why. */
  onTimeout?: () => void;
}

/** Shows `message` while `loading`, then the children; never for longer than `timeoutMs`. */
export function LoadingScreen({
  loading,
  message,
  children,
  timeoutMs = loadingTimeoutMs,
  onTimeout,
}: LoadingScreenProps) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => {
      setTimedOut(true);
      onTimeout?.();
    }, timeoutMs);
    return () => clearTimeout(timer);
  }, [loading, timeoutMs, onTimeout]);

  if (!loading || timedOut) return <>{children}</>;
  return <Spinner label={message} fullScreen />;
}
