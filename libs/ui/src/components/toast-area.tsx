import { useSyncExternalStore } from 'react';
import { Toast } from 'radix-ui';
import { currentToasts, subscribeToToasts, toast, toastDurationMs } from './toast-store.js';

export interface ToastAreaProps {
  /** Accessible name of the notifications region. */
  label: string;
  /** Accessible name of each toast's close button. */
  closeLabel: string;
}

/** The toast region at the top right of every screen; render it once per page (the shell does). */
export function ToastArea({ label, closeLabel }: ToastAreaProps) {
  const messages = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  return (
    <Toast.Provider duration={toastDurationMs} label={label} swipeDirection="right">
      {messages.map((message) => (
        <Toast.Root
          key={message.id}
          className={`cr-toast cr-toast--${message.tone}`}
          type={message.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) toast.dismiss(message.id);
          }}
          data-testid="toast"
          data-tone={message.tone}
        >
          <Toast.Description>{message.text}</Toast.Description>
          <Toast.Close className="cr-toast__close" aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="cr-toast__viewport" label={label} />
    </Toast.Provider>
  );
}
