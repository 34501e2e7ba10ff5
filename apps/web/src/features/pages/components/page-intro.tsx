import type { ReactNode } from 'react';
import { Container } from '../../../ui/container';
import { Eyebrow, Heading } from '../../../ui/heading';
import { Constellation } from './constellation';

export interface PageIntroProps {
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly children?: ReactNode;
}

/** The opening band of the company pages: one h1 and its lead paragraph. */
export function PageIntro({ eyebrow, title, intro, children }: PageIntroProps) {
  return (
    <div className="relative overflow-hidden border-b border-ink-950/10 bg-sand-100">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-32 -top-40 size-[32rem] rounded-full bg-accent-100/70 blur-3xl"
      />
      <Constellation className="pointer-events-none absolute end-[6%] top-1/2 hidden w-[26rem] -translate-y-1/2 rtl:-scale-x-100 lg:block" />
      <Container className="relative py-20 lg:py-28">
        <div className="max-w-3xl">
          <Eyebrow>{eyebrow}</Eyebrow>
          <Heading level={1} size="display" className="mt-5 text-ink-950">
            {title}
          </Heading>
          <p className="mt-7 max-w-2xl text-lg leading-relaxed text-ink-700 lg:text-xl">{intro}</p>
          {children}
        </div>
      </Container>
    </div>
  );
}
