import type { IntentHandlers } from '../../../app/load-on-intent';
import { BellFace, bellButtonClass, useBellLabel } from './bell-face';
import { useBellNotifications } from './use-bell-notifications';

/** The bell with its count, before the panel's code has loaded (`app/load-on-intent.tsx`). */
export function NotificationBellStandIn({ handlers }: { readonly handlers: IntentHandlers }) {
  const unread = useBellNotifications().data?.unreadCount ?? 0;
  return (
    <button
      type="button"
      aria-label={useBellLabel(unread)}
      aria-expanded={false}
      className={bellButtonClass}
      {...handlers}
    >
      <BellFace unread={unread} />
    </button>
  );
}
