import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../ui/placeholder-page';

export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  return <PlaceholderPage title={t('changePassword.title')} description={t('changePassword.description')} />;
}
