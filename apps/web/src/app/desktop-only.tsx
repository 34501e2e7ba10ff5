import { DESKTOP_MIN } from '@casting/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { Container } from '../ui/container';
import { DocumentTitle } from '../ui/document-title';
import { Heading } from '../ui/heading';
import { MonitorIcon } from '../ui/icons';
import { LinkButton } from '../ui/link-button';

const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

let mobileDevice: boolean | undefined;

/**
 * Spec §1 read as a property of the device (docs/spec-deviations.md): a small screen or a phone/tablet
 * browser. Decided once per page load, so resizing the window never unmounts a form; decided when
 * first asked, since the module also loads where there is no window (prerendering).
 */
function isMobileDevice(): boolean {
  mobileDevice ??=
    window.screen.width < DESKTOP_MIN.width ||
    window.screen.height < DESKTOP_MIN.height ||
    MOBILE_USER_AGENT.test(window.navigator.userAgent);
  return mobileDevice;
}

export interface DesktopOnlyProps {
  /** Sign-up adds its own line to the notice (spec §1). */
  readonly signupNote?: boolean;
  readonly children: ReactNode;
}

/** The gate in front of sign-up, login and onboarding, which are desktop-only. */
export function DesktopOnly({ signupNote = false, children }: DesktopOnlyProps) {
  const { t } = useTranslation();
  if (!isMobileDevice()) return children;

  return (
    <Container className="py-16">
      <DocumentTitle title={t('desktopOnly.message')} />
      <div className="mx-auto max-w-xl rounded-card border border-sand-300 bg-sand-50 px-8 py-12 text-center shadow-card">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent-100 text-accent-700">
          <MonitorIcon className="size-7" />
        </span>
        <Heading level={1} size="title" className="mt-6 text-ink-950">
          {t('desktopOnly.message')}
        </Heading>
        {signupNote ? (
          <p className="mt-4 font-semibold text-accent-700">{t('desktopOnly.signupNote')}</p>
        ) : null}
        <p className="mt-4 text-ink-700">{t('desktopOnly.hint')}</p>
        <LinkButton to={paths.landing} variant="dark" className="mt-8">
          {t('desktopOnly.backHome')}
        </LinkButton>
      </div>
    </Container>
  );
}
