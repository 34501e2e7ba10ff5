import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../ui/placeholder-page';

export function OrganizationFormPage() {
  const { t } = useTranslation('onboarding');
  return (
    <PlaceholderPage title={t('organizationForm.title')} description={t('organizationForm.description')} />
  );
}
