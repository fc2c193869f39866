import type { ReactNode } from 'react';
import { Modal } from '@crescendo/ui';
import type { FormDialogState } from './use-form-dialog.js';

export interface FormDialogProps {
  /** `useFormDialog`'s submit, sending state and form-wide error. */
  dialog: FormDialogState;
  title: string;
  confirmLabel: string;
  /** The confirm button's words while sending ('Envoi…'); the confirm label otherwise. */
  sendingLabel?: string;
  cancelLabel: string;
  onClose: () => void;
  open?: boolean;
  /** A confirm the form cannot use yet (no teacher to choose); it is also off while sending. */
  confirmDisabled?: boolean;
  /** The form element's class (a portal's layout of its fields). */
  className?: string;
  children: ReactNode;
}

/** A dialog holding one form: confirm or Enter submits it once, Escape and cancel close it. */
export function FormDialog({
  dialog,
  title,
  confirmLabel,
  sendingLabel,
  cancelLabel,
  onClose,
  open = true,
  confirmDisabled = false,
  className,
  children,
}: FormDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      confirmLabel={dialog.sending && sendingLabel ? sendingLabel : confirmLabel}
      confirmDisabled={dialog.sending || confirmDisabled}
      cancelLabel={cancelLabel}
      onConfirm={dialog.submit}
    >
      <form
        noValidate
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          dialog.submit();
        }}
      >
        {children}
        {dialog.formError && (
          <p className="cr-field__error" role="alert">
            {dialog.formError}
          </p>
        )}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
