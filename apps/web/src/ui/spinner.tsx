import { cx } from './class-names';

/** A decorative spinner; pair it with visible or screen-reader text saying what is loading. */
export function Spinner({ className }: { readonly className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-block size-5 animate-spin rounded-full border-2 border-current border-t-transparent',
        className,
      )}
    />
  );
}
