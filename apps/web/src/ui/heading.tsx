import type { ReactNode } from 'react';
import { cx } from './class-names';

type Level = 1 | 2 | 3 | 4;
export type HeadingSize = 'display' | 'headline' | 'title' | 'subtitle';

const SIZES: { readonly [S in HeadingSize]: string } = {
  display: 'font-display text-5xl font-medium lg:text-display',
  headline: 'font-display text-4xl font-medium lg:text-headline',
  title: 'font-display text-title font-medium',
  subtitle: 'text-lg font-semibold tracking-tight',
};

export interface HeadingProps {
  readonly level: Level;
  readonly size?: HeadingSize;
  readonly id?: string;
  /** `auto` when the heading is text a person wrote (a job title), in whichever language they wrote it. */
  readonly dir?: 'auto';
  readonly className?: string;
  readonly children: ReactNode;
}

/** The visual size is chosen apart from the level, so the outline stays correct whatever the look. */
export function Heading({ level, size = 'title', id, dir, className, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} dir={dir} className={cx('text-balance', SIZES[size], className)}>
      {children}
    </Tag>
  );
}

export interface EyebrowProps {
  /** `dark` when the eyebrow sits on an ink background, where the regular accent lacks contrast. */
  readonly surface?: 'light' | 'dark';
  readonly className?: string;
  readonly children: ReactNode;
}

export function Eyebrow({ surface = 'light', className, children }: EyebrowProps) {
  return (
    <p
      className={cx(
        'text-eyebrow font-semibold uppercase',
        surface === 'light' ? 'text-accent-600' : 'text-accent-300',
        className,
      )}
    >
      {children}
    </p>
  );
}
