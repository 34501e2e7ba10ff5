import { useUserStatusRefresh } from './use-user-status-refresh';

/** Mounted for a session only, so a visitor's pages load no query code for it. */
export function UserStatusRefresh() {
  useUserStatusRefresh();
  return null;
}
