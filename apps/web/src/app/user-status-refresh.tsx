import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/session-store';
import { useUserStatusRefresh } from './use-user-status-refresh';

const ConsentPrompt = lazy(() =>
  import('./consent-prompt').then((module) => ({ default: module.ConsentPrompt })),
);

/**
 * Mounted for a session only, so a visitor's pages load no query code for it. It asks for consent
 * to the privacy notice while that is due, on every page but the notice itself.
 */
export function UserStatusRefresh() {
  useUserStatusRefresh();
  const consent = useSession().user?.privacyConsent;
  const { pathname } = useLocation();
  if (consent?.due !== true || pathname === paths.privacy) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPrompt again={consent.version !== null} />
    </Suspense>
  );
}
