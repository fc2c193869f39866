import { lazy, Suspense, type ReactNode } from 'react';
import { loadModalDialog } from './overlay-loaders.js';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
  /** Without a confirmation (a dialog that only shows), the cancel button alone closes it. */
  confirmLabel?: string;
  cancelLabel: string;
  onConfirm?: () => void;
  /** A destructive confirmation (deleting an account) shows a red button. */
  danger?: boolean;
  confirmDisabled?: boolean;
}

const ModalDialog = lazy(() => loadModalDialog().then((module) => ({ default: module.ModalDialog })));

/**
 * A confirmation dialog: focus is trapped inside, Escape and the cancel button close it.
 * Its code loads the first time a modal opens (the kit is shared whole, so it stays out of every first page).
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
