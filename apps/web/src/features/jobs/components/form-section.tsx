import { useId, type ReactNode } from 'react';
import { Heading } from '../../../ui/heading';

/** One titled part of the post-job form, named by its heading for screen readers. */
export function FormSection({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="border-t border-ink-950/10 pt-8 first:border-t-0 first:pt-0"
    >
      <Heading level={2} size="subtitle" id={headingId} className="mb-6 text-ink-950">
        {title}
      </Heading>
      {children}
    </section>
  );
}
