import { Dialog } from 'radix-ui';
import { Button } from './button.js';
import type { ModalProps } from './modal.js';

/** The dialog itself, in its own chunk: Radix Dialog's scroll lock weighs ~20 KB gzip that most pages never need. */
export function ModalDialog(props: ModalProps) {
  const { open, onOpenChange, title, description, children, confirmLabel, cancelLabel, onConfirm } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="cr-modal__overlay" />
        <Dialog.Content
          className="cr-modal__content"
          // Without a description Radix expects an explicit "no description" to keep screen readers quiet.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="cr-modal__title">{title}</Dialog.Title>
          {description && (
            <Dialog.Description className="cr-modal__description">{description}</Dialog.Description>
          )}
          {children}
          <div className="cr-modal__actions">
            <Dialog.Close asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </Dialog.Close>
            {confirmLabel && onConfirm && (
              <Button
                variant={props.danger ? 'danger' : 'primary'}
                disabled={props.confirmDisabled}
                onClick={onConfirm}
              >
                {confirmLabel}
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
