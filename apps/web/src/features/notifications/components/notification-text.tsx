import type { Notification } from '@casting/contract';
import { useTranslation } from 'react-i18next';

/** The sentence of one notification; names people wrote keep their own direction. */
export function NotificationText({ notification }: { readonly notification: Notification }) {
  const { t } = useTranslation('notifications');
  const values = {
    actor: notification.actorName,
    job: notification.jobTitle ?? t('kinds.aJob'),
  };
  if (notification.kind === 'NEW_MESSAGE')
    return <span dir="auto">{t('kinds.NEW_MESSAGE', { ...values, count: notification.count })}</span>;
  return <span dir="auto">{t(`kinds.${notification.kind}`, values)}</span>;
}
