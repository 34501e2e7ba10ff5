import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../ui/placeholder-page';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return <PlaceholderPage title={t('forgotPassword.title')} description={t('forgotPassword.description')} />;
}
