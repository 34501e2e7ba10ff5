import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../ui/placeholder-page';

export function LoginPage() {
  const { t } = useTranslation('auth');
  return <PlaceholderPage title={t('login.title')} description={t('login.description')} />;
}
