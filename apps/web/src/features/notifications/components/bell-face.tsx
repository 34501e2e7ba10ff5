import { UNREAD_COUNT_CAP } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../../ui/icons';

export const bellButtonClass =
  'relative grid size-10 cursor-pointer place-items-center rounded-full text-ink-700 transition-colors hover:bg-ink-950/5 hover:text-ink-950';

/** The bell button's accessible name, which carries the unread count. */
export function useBellLabel(unread: number): string {
  const { t } = useTranslation('notifications');
  return unread === 0 ? t('bell.label') : t('bell.labelUnread', { count: unread });
}

/** What the bell button shows: the bell, and the unread count when there is one. */
export function BellFace({ unread }: { readonly unread: number }) {
  const { t } = useTranslation('notifications');
  const badge = unread >= UNREAD_COUNT_CAP - 1 ? t('bell.badgeMore') : String(unread);
  return (
    <>
      <BellIcon className="size-6" />
      {unread === 0 ? null : (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute -end-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-accent-600 px-1 text-xs leading-5 font-semibold text-white"
        >
          {badge}
        </span>
      )}
    </>
  );
}
