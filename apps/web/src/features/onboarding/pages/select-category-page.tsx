import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../ui/placeholder-page';

export function SelectCategoryPage() {
  const { t } = useTranslation('onboarding');
  return <PlaceholderPage title={t('selectCategory.title')} description={t('selectCategory.description')} />;
}
