import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadToastArea } from './overlay-loaders.js';
import { currentToasts, subscribeToToasts } from './toast-store.js';

export interface ToastAreaProps {
  /** Accessible name of the notifications region. */
  label: string;
  /** Accessible name of each toast's close button. */
  closeLabel: string;
}

// Radix Toast loads with the first toast: the first page of most visits shows none.
const RadixToastArea = lazy(() => loadToastArea().then((module) => ({ default: module.RadixToastArea })));

/** The toast region at the top right of every screen; render it once per page (the shell does). */
export function ToastArea(props: ToastAreaProps) {
  const messages = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  if (messages.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RadixToastArea {...props} messages={messages} />
    </Suspense>
  );
}
