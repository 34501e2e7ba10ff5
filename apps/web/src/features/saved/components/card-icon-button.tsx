import type { ComponentPropsWithRef } from 'react';

export interface CardIconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'title'> {
  /** The accessible name, also shown as the tooltip. */
  readonly label: string;
  /** The tooltip when it should say less than the name. */
  readonly tooltip?: string;
}

/** A round, icon-only button beside View Profile on a talent card's dark picture. */
export function CardIconButton({ label, tooltip = label, type = 'button', ...props }: CardIconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={tooltip}
      className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-full border border-white/50 text-white transition-colors hover:border-white hover:bg-white/10"
      {...props}
    />
  );
}
