import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../ui/placeholder-page';

export function ProfilePage() {
  const { t } = useTranslation('profiles');
  return <PlaceholderPage title={t('profile.title')} description={t('profile.description')} />;
}
