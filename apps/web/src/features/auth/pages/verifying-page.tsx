import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../ui/placeholder-page';

export function VerifyingPage() {
  const { t } = useTranslation('auth');
  return <PlaceholderPage title={t('verifyingPage.title')} description={t('verifyingPage.description')} />;
}
