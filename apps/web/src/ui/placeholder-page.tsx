import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from './container';
import { DocumentTitle } from './document-title';
import { Eyebrow, Heading } from './heading';
import { SparkIcon } from './icons';

export interface PlaceholderPageProps {
  readonly title: string;
  readonly description: string;
  /** Facts the finished page will build on (e.g. a preset role), shown so they can be checked now. */
  readonly children?: ReactNode;
}

/** A styled stand-in for a screen that a later change builds out; it already has its route and title. */
export function PlaceholderPage({ title, description, children }: PlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <Container className="py-16 lg:py-24">
      <DocumentTitle title={title} />
      <div className="relative overflow-hidden rounded-card border border-sand-300 bg-sand-50 px-8 py-14 shadow-card lg:px-16 lg:py-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -end-24 -top-24 size-72 rounded-full bg-accent-100 blur-3xl"
        />
        <div className="relative max-w-2xl">
          <Eyebrow>{t('placeholder.eyebrow')}</Eyebrow>
          <Heading level={1} size="headline" className="mt-4 text-ink-950">
            {title}
          </Heading>
          <p className="mt-5 text-lg text-ink-700">{description}</p>
          {children === undefined ? null : <div className="mt-8">{children}</div>}
          <p className="mt-10 flex items-center gap-3 text-sm text-ink-600">
            <SparkIcon className="size-5 text-accent-600" />
            {t('placeholder.body')}
          </p>
        </div>
      </div>
    </Container>
  );
}
