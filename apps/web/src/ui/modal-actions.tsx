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

/**
 * The closing row of a dialog: Cancel, then the action the dialog is for. It sticks to the bottom of the
 * dialog's scrolling body, so the buttons stay in reach however long the form is: at `-bottom-8`, the
 * body's own bottom padding, which a sticky box otherwise stops above, so nothing shows through below.
 */
export function ModalActions({ cancelLabel, onCancel, className, children }: ModalActionsProps) {
  return (
    <div
      className={cx(
        'sticky -bottom-8 z-10 -mx-6 -mb-8 flex justify-end gap-3 rounded-b-card bg-sand-50 px-6 pb-8 sm:-mx-8 sm:px-8',
        className,
      )}
    >
      <Button variant="ghost" onClick={onCancel}>
        {cancelLabel}
      </Button>
      {children}
    </div>
  );
}
