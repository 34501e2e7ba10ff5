import { cx } from '../class-names';

/** One look for every text input, select and textarea. */
export function inputClasses(invalid: boolean, className?: string): string {
  return cx(
    'w-full rounded-xl border bg-white px-4 py-3 text-ink-950 placeholder:text-ink-500 transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-500 disabled:cursor-not-allowed disabled:bg-sand-100 disabled:text-ink-500',
    invalid ? 'border-accent-600' : 'border-ink-950/15 hover:border-ink-950/30',
    className,
  );
}
