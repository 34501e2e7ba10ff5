import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../ui/placeholder-page';

export function PaymentsPage() {
  const { t } = useTranslation('payments');
  return <PlaceholderPage title={t('payments.title')} description={t('payments.description')} />;
}
