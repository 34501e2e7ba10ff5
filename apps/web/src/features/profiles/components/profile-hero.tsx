import type { ReactNode } from 'react';
import { Container } from '../../../ui/container';
import { Eyebrow, Heading } from '../../../ui/heading';

export interface ProfileHeroProps {
  /** The picture or logo. */
  readonly media: ReactNode;
  readonly eyebrow: string;
  readonly name: string;
  /** The name in the other script (Arabic or Latin letters), when the talent gave it. */
  readonly otherScriptName?: string | null;
  /** Stars, location, counts: the facts under the name. */
  readonly meta?: ReactNode;
  /** Controls for the owner (visibility, Edit Account, Post Job). */
  readonly aside?: ReactNode;
}

/** The opening band of a profile page (spec §2 "Header with name"): its one h1. */
export function ProfileHero({ media, eyebrow, name, otherScriptName, meta, aside }: ProfileHeroProps) {
  return (
    <div className="relative overflow-hidden border-b border-ink-950/10 bg-sand-100">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-32 -top-40 size-[32rem] rounded-full bg-accent-100/70 blur-3xl"
      />
      <Container className="relative flex flex-col gap-8 py-14 lg:flex-row lg:items-center lg:py-16">
        {media}
        <div className="min-w-0 flex-1">
          <Eyebrow>{eyebrow}</Eyebrow>
          <Heading level={1} size="headline" className="mt-3 text-ink-950">
            {name}
          </Heading>
          {otherScriptName === undefined || otherScriptName === null ? null : (
            <p dir="auto" className="mt-2 text-layout-start text-xl text-ink-700">
              {otherScriptName}
            </p>
          )}
          {meta === undefined ? null : (
            <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3 text-ink-700">{meta}</div>
          )}
        </div>
        {aside === undefined ? null : (
          <div className="flex shrink-0 flex-col gap-3 lg:items-end">{aside}</div>
        )}
      </Container>
    </div>
  );
}

/** One fact under the name, with its icon. */
export function HeroFact({ icon, children }: { readonly icon?: ReactNode; readonly children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2">
      {icon}
      {children}
    </span>
  );
}
