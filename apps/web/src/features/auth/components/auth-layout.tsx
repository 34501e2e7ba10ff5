import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import talentStudio from '../../../assets/talent-studio.svg';
import { cx } from '../../../ui/class-names';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Eyebrow, Heading } from '../../../ui/heading';
import { BadgeCheckIcon, LockIcon, ShieldIcon } from '../../../ui/icons';

export interface AuthLayoutProps {
  readonly title: string;
  readonly description?: ReactNode;
  /** Sign-in and sign-up show the brand panel beside the form; the code and change steps stay narrow. */
  readonly withAside?: boolean;
  /** Links under the card's content, e.g. to the other way in. */
  readonly footer?: ReactNode;
  readonly children: ReactNode;
}

function BrandAside() {
  const { t } = useTranslation('auth');
  const points = [
    { icon: BadgeCheckIcon, label: t('layout.asidePoints.verified') },
    { icon: ShieldIcon, label: t('layout.asidePoints.payments') },
    { icon: LockIcon, label: t('layout.asidePoints.privacy') },
  ];
  return (
    <aside
      aria-labelledby="auth-aside-title"
      className="focus-on-dark relative hidden overflow-hidden bg-ink-950 px-12 py-14 text-sand-100 lg:flex lg:flex-col lg:justify-center"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-32 -top-32 size-96 rounded-full bg-accent-600/25 blur-3xl"
      />
      <img src={talentStudio} alt="" width={480} height={480} className="relative mx-auto w-full max-w-72" />
      <h2 id="auth-aside-title" className="relative mt-8 font-display text-title font-medium text-sand-50">
        {t('layout.asideTitle')}
      </h2>
      <p className="relative mt-3 leading-relaxed text-ink-300">{t('layout.asideBody')}</p>
      <ul className="relative mt-8 flex flex-col gap-4 border-t border-white/10 pt-8 text-sm text-sand-100">
        {points.map(({ icon: PointIcon, label }) => (
          <li key={label} className="flex items-start gap-3">
            <PointIcon className="size-5 shrink-0 text-gold-400" />
            {label}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** The frame of every account page: one card, a page title, and the brand panel where there is room. */
export function AuthLayout({ title, description, withAside = false, footer, children }: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  return (
    // On a phone the card is the page: its margins and border would only narrow the fields.
    <Container className="py-12 max-sm:px-0 max-sm:py-0 lg:py-16">
      <DocumentTitle title={title} />
      <div
        className={cx(
          'mx-auto overflow-hidden rounded-card border border-sand-300 bg-sand-50 shadow-card max-sm:rounded-none max-sm:border-x-0 max-sm:border-t-0 max-sm:shadow-none',
          withAside ? 'grid max-w-5xl lg:grid-cols-[1.15fr_0.85fr]' : 'max-w-xl',
        )}
      >
        <div className="px-6 py-8 sm:px-12 sm:py-10 lg:py-14">
          <Eyebrow>{t('layout.eyebrow')}</Eyebrow>
          <Heading level={1} size="headline" className="mt-3 text-ink-950">
            {title}
          </Heading>
          {description === undefined ? null : <div className="mt-4 text-ink-700">{description}</div>}
          <div className="mt-8">{children}</div>
          {footer === undefined ? null : (
            <div className="mt-8 border-t border-ink-950/10 pt-6 text-sm text-ink-700">{footer}</div>
          )}
        </div>
        {withAside ? <BrandAside /> : null}
      </div>
    </Container>
  );
}
