import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../ui/placeholder-page';

export function PostJobPage() {
  const { t } = useTranslation('jobs');
  return <PlaceholderPage title={t('postJob.title')} description={t('postJob.description')} />;
}
