import { Toast } from 'radix-ui';
import type { ToastAreaProps } from './toast-area.js';
import { toast, toastDurationMs, type ToastMessage } from './toast-store.js';

/** The toasts themselves, 4000 ms each, in a live region at the top right. */
export function RadixToastArea({
  label,
  closeLabel,
  messages,
}: ToastAreaProps & { messages: readonly ToastMessage[] }) {
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
