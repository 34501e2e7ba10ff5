import { useState, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../config/paths';
import { getSession, hasFullAccess, isLoggedIn, useSession } from '../lib/session-store';

/** Spec §2: protected routes need a token and finished onboarding, otherwise /landing. */
export function RequireFullAccess() {
  const session = useSession();
  return hasFullAccess(session) ? <Outlet /> : <Navigate to={paths.landing} replace />;
}

/** Spec §2 "Post job": organizations only; everyone else goes to /. */
export function RequireOrganization() {
  const { user } = useSession();
  return user?.role === 'ORGANIZATION' ? <Outlet /> : <Navigate to={paths.home} replace />;
}

/** Issue 15 "My Applications": talent only; everyone else goes to /. */
export function RequireIndividual() {
  const { user } = useSession();
  return user?.role === 'INDIVIDUAL' ? <Outlet /> : <Navigate to={paths.home} replace />;
}

/**
 * A signed-in person opening /login or /signup goes to /. Decided on arrival only, so a sign-in
 * made on the page goes where the page sends it (onboarding, for an unfinished account).
 */
export function RedirectSignedIn({ children }: { readonly children: ReactNode }) {
  const [signedIn] = useState(() => isLoggedIn(getSession()));
  return signedIn ? <Navigate to={paths.home} replace /> : children;
}
