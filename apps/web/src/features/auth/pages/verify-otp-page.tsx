import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../ui/placeholder-page';

export function VerifyOtpPage() {
  const { t } = useTranslation('auth');
  return <PlaceholderPage title={t('verifyOtp.title')} description={t('verifyOtp.description')} />;
}
