import type { ReactNode } from 'react';

export type AlertTone = 'success' | 'error' | 'info';

export interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  /** Where a dismiss button is wanted: its accessible label and what it does. */
  dismiss?: { label: string; onDismiss: () => void };
}

/** A banner inside the page. Errors interrupt screen readers (`alert`); the others wait (`status`). */
export function Alert({ tone, children, dismiss }: AlertProps) {
  return (
    <div className={`cr-alert cr-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div>{children}</div>
      {dismiss && (
        <button
          type="button"
          className="cr-toast__close"
          aria-label={dismiss.label}
          onClick={dismiss.onDismiss}
        >
          ×
        </button>
      )}
    </div>
  );
}
