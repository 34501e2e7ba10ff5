import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Heading } from '../../../ui/heading';
import { Spinner } from '../../../ui/spinner';

/** The hero's outline while the profile loads, so the page does not jump when it arrives. */
export function ProfileLoading() {
  const { t } = useTranslation('profiles');
  return (
    <div className="border-b border-ink-950/10 bg-sand-100" aria-busy="true">
      <DocumentTitle title={t('states.loadingTitle')} />
      <Container className="flex flex-col gap-8 py-14 lg:flex-row lg:items-center lg:py-16">
        <div className="size-44 shrink-0 animate-pulse rounded-full bg-sand-300/70" />
        <div className="min-w-0 flex-1 space-y-4">
          <div className="h-3 w-28 animate-pulse rounded-full bg-sand-300/70" />
          <div className="h-10 w-80 max-w-full animate-pulse rounded-full bg-sand-300/70" />
          <p role="status" className="flex items-center gap-3 text-ink-600">
            <Spinner className="size-4" />
            {t('states.loading')}
          </p>
        </div>
      </Container>
    </div>
  );
}

export interface ProfileMessageProps {
  readonly title: string;
  readonly body: string;
  readonly children?: ReactNode;
}

/** A full-page message (not found, failed to load) with a way forward. */
export function ProfileMessage({ title, body, children }: ProfileMessageProps) {
  return (
    <Container className="py-16 lg:py-24">
      <DocumentTitle title={title} />
      <div className="relative overflow-hidden rounded-card border border-sand-300 bg-sand-50 px-8 py-14 shadow-card lg:px-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -end-24 -top-24 size-72 rounded-full bg-accent-100 blur-3xl"
        />
        <div className="relative max-w-2xl">
          <Heading level={1} size="headline" className="text-ink-950">
            {title}
          </Heading>
          <p className="mt-5 text-lg text-ink-700">{body}</p>
          {children === undefined ? null : <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
      </div>
    </Container>
  );
}
