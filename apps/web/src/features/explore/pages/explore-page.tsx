import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../ui/placeholder-page';

export function ExplorePage() {
  const { t } = useTranslation('explore');
  return <PlaceholderPage title={t('explore.title')} description={t('explore.description')} />;
}
