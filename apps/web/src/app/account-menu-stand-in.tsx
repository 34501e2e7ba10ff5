import type { UserStatus } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { AccountButtonFace, accountButtonClass } from './account-button-face';
import type { IntentHandlers } from './load-on-intent';

/** The account menu's button before the menu's code has loaded (`load-on-intent.tsx`). */
export function AccountMenuStandIn({
  user,
  handlers,
}: {
  readonly user: UserStatus;
  readonly handlers: IntentHandlers;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('accountMenu.open')}
      aria-expanded={false}
      className={accountButtonClass}
      {...handlers}
    >
      <AccountButtonFace user={user} />
    </button>
  );
}
