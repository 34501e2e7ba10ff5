import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../ui/placeholder-page';

export function ExperienceFormPage() {
  const { t } = useTranslation('onboarding');
  return <PlaceholderPage title={t('experienceForm.title')} description={t('experienceForm.description')} />;
}
