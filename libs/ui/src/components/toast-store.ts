/** Spec §9: toasts stay 4000 ms, green for success and red for errors. */
export const toastDurationMs = 4000;

export type ToastTone = 'success' | 'error';

export interface ToastMessage {
  id: number;
  tone: ToastTone;
  text: string;
}

type Listener = () => void;

let messages: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly ToastMessage[]): void {
  messages = next;
  for (const listener of listeners) listener();
}

/**
 * The toast queue. It lives in the UI kit's module, which the shell and the portals share as one
 * singleton, so a portal's toast shows in the shell's single toast area.
 */
export const toast = {
  success(text: string): number {
    return toast.show('success', text);
  },
  error(text: string): number {
    return toast.show('error', text);
  },
  show(tone: ToastTone, text: string): number {
    const id = nextId++;
    publish([...messages, { id, tone, text }]);
    return id;
  },
  dismiss(id: number): void {
    publish(messages.filter((message) => message.id !== id));
  },
};

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly ToastMessage[] {
  return messages;
}
