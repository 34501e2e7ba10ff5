import { useId, type ReactNode } from 'react';
import { cx } from '../../../ui/class-names';
import { Heading } from '../../../ui/heading';

export interface ProfileSectionProps {
  readonly title: string;
  /** Edit and add buttons shown beside the heading. */
  readonly actions?: ReactNode;
  readonly className?: string;
  /** An anchor for links into the page. */
  readonly id?: string;
  readonly children: ReactNode;
}

/** One card of a profile page, a named region headed by an h2. */
export function ProfileSection({ title, actions, className, id, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cx(
        'scroll-mt-24 rounded-card border border-ink-950/10 bg-sand-50 p-7 shadow-card lg:p-9',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-4">
        <Heading level={2} size="title" id={headingId} className="text-ink-950">
          {title}
        </Heading>
        {actions === undefined ? null : <div className="flex items-center gap-2">{actions}</div>}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A titled part inside a section (Headshots, Full Body, TikToks / Reels). */
export function ProfileSubsection({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10 first:mt-0">
      <Heading level={3} size="subtitle" id={headingId} className="text-ink-950">
        {title}
      </Heading>
      <div className="mt-4">{children}</div>
    </section>
  );
}
