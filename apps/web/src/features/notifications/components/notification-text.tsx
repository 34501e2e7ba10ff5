import type { Notification } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/isolate';
import { IsolatedText } from '../../../ui/isolated-text';

/**
 * The sentence of one notification, in the page's direction: the names and titles people wrote
 * sit in it each in a `<bdi>`, so an Arabic name in an English sentence (or the reverse) keeps
 * its own order and leaves the sentence's in place. Job titles are quoted as each language does.
 */
export function NotificationText({ notification }: { readonly notification: Notification }) {
  const { t } = useTranslation('notifications');
  const values = {
    actor: isolate(notification.actorName),
    job:
      notification.jobTitle === null
        ? t('kinds.aJob')
        : t('kinds.quotedJob', { title: isolate(notification.jobTitle) }),
    note: isolate(notification.note ?? ''),
  };
  const text =
    notification.kind === 'NEW_MESSAGE'
      ? t('kinds.NEW_MESSAGE', { ...values, count: notification.count })
      : t(`kinds.${notification.kind}`, values);
  return (
    <span>
      <IsolatedText text={text} />
    </span>
  );
}
