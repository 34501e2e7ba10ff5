import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../ui/placeholder-page';

export function JobDetailPage() {
  const { t } = useTranslation('jobs');
  return <PlaceholderPage title={t('jobDetail.title')} description={t('jobDetail.description')} />;
}
