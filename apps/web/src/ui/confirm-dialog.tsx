import type { ReactNode } from 'react';
import { Button } from './button';
import type { ButtonVariant } from './button-styles';
import { Modal } from './modal';
import { ModalActions } from './modal-actions';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  readonly description: ReactNode;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly onConfirm: () => void;
  /** Leaves without acting: Cancel, Escape, the close button or the backdrop. */
  readonly onClose: () => void;
  readonly pending?: boolean;
  readonly confirmVariant?: ButtonVariant;
  /** Anything the action takes besides the yes (a short message, for example). */
  readonly children?: ReactNode;
}

/**
 * The question before an action that cannot simply be taken back (accept, decline, finish,
 * close). Headless UI's dialog traps focus, closes on Escape and announces title and description.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  pending = false,
  confirmVariant = 'dark',
  children,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={pending ? () => undefined : onClose}
      size="sm"
      title={title}
      description={description}
    >
      {children}
      <ModalActions
        cancelLabel={cancelLabel}
        onCancel={onClose}
        className={children === undefined ? undefined : 'pt-6'}
      >
        <Button variant={confirmVariant} pending={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
