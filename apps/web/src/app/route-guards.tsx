import { Navigate, Outlet } from 'react-router';
import { paths } from '../config/paths';
import { hasFullAccess, useSession } from '../lib/session-store';

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
