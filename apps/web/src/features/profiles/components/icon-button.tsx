import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../../ui/class-names';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  readonly label: string;
}

/** A round button showing only an icon, named for assistive technology and by its tooltip. */
export function IconButton({ label, className, type = 'button', ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cx(
        'grid size-10 shrink-0 cursor-pointer place-items-center rounded-full border border-ink-950/15 bg-white text-ink-800 transition-colors hover:border-ink-950/40 hover:text-ink-950 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
