import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../ui/placeholder-page';

export function MessagesPage() {
  const { t } = useTranslation('chats');
  return <PlaceholderPage title={t('messages.title')} description={t('messages.description')} />;
}
