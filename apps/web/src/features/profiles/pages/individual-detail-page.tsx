import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../ui/placeholder-page';

export function IndividualDetailPage() {
  const { t } = useTranslation('profiles');
  return <PlaceholderPage title={t('individual.title')} description={t('individual.description')} />;
}
