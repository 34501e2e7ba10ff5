import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../ui/placeholder-page';

export function ProfileFormPage() {
  const { t } = useTranslation('onboarding');
  return <PlaceholderPage title={t('profileForm.title')} description={t('profileForm.description')} />;
}
