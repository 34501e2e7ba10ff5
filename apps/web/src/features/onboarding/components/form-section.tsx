import type { ReactNode } from 'react';
import { Heading } from '../../../ui/heading';

export interface FormSectionProps {
  /** The heading's id, which names the section. */
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}

/** A titled group of questions in an onboarding form. */
export function FormSection({ id, title, children }: FormSectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <Heading level={2} size="subtitle" id={id} className="text-ink-950">
        {title}
      </Heading>
      {children}
    </section>
  );
}
