import type { ComponentPropsWithoutRef } from 'react';
import { cx } from './class-names';

export function Container({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div className={cx('mx-auto w-full max-w-7xl px-6 lg:px-10', className)} {...props} />;
}

export type SectionTone = 'paper' | 'sand' | 'ink';

const TONES: { readonly [T in SectionTone]: string } = {
  paper: 'bg-sand-50 text-ink-900',
  sand: 'bg-sand-100 text-ink-900',
  ink: 'focus-on-dark bg-ink-950 text-sand-100',
};

export interface SectionProps extends ComponentPropsWithoutRef<'section'> {
  readonly tone?: SectionTone;
}

/** A full-width band; pass `aria-labelledby` with its heading's id so it is a named region. */
export function Section({ tone = 'sand', className, children, ...props }: SectionProps) {
  return (
    <section className={cx('py-20 lg:py-28', TONES[tone], className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}
