import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';

/** A part of the job written in a dialog: what it holds so far, and the button that opens it. */
export function SummaryCard({
  label,
  actionLabel,
  onAction,
  children,
}: {
  readonly label: string;
  readonly actionLabel: string;
  readonly onAction: () => void;
  readonly children: ReactNode;
}) {
  return (
    <div className="flex flex-col rounded-2xl border border-ink-950/10 bg-white p-5">
      <p className="text-sm font-semibold text-ink-900">{label}</p>
      <div className="mt-2 grow">{children}</div>
      <div className="mt-4">
        <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={onAction}>
          {actionLabel}
        </Button>
      </div>
    </div>
  );
}
