import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './class-names';

export interface ModalActionsProps {
  readonly cancelLabel: string;
  /** Leaves the dialog without doing anything. */
  readonly onCancel: () => void;
  readonly className?: string;
  /** The dialog's own action, after Cancel. */
  readonly children: ReactNode;
}

/** The closing row of a dialog: Cancel, then the action the dialog is for. */
export function ModalActions({ cancelLabel, onCancel, className, children }: ModalActionsProps) {
  return (
    <div className={cx('flex justify-end gap-3', className)}>
      <Button variant="ghost" onClick={onCancel}>
        {cancelLabel}
      </Button>
      {children}
    </div>
  );
}
