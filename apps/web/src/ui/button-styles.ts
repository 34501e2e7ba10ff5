import { cx } from './class-names';

export type ButtonVariant = 'primary' | 'dark' | 'outline' | 'ghost' | 'light' | 'outlineLight';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: { readonly [V in ButtonVariant]: string } = {
  primary: 'bg-accent-600 text-white shadow-sm hover:bg-accent-700',
  dark: 'bg-ink-950 text-sand-50 shadow-sm hover:bg-ink-800',
  outline: 'border border-ink-950/20 bg-transparent text-ink-950 hover:border-ink-950 hover:bg-ink-950/5',
  ghost: 'bg-transparent text-ink-900 hover:bg-ink-950/5',
  light: 'bg-sand-50 text-ink-950 shadow-sm hover:bg-white',
  /** For dark and accent surfaces. */
  outlineLight: 'border border-white/50 bg-transparent text-white hover:border-white hover:bg-white/10',
};

const SIZES: { readonly [S in ButtonSize]: string } = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-6 text-sm',
  lg: 'h-13 px-8 text-base',
};

/** Shared by buttons and links that look like buttons, so both stay identical. */
export function buttonClasses(variant: ButtonVariant, size: ButtonSize, className?: string): string {
  return cx(
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full font-semibold tracking-wide whitespace-nowrap transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}
