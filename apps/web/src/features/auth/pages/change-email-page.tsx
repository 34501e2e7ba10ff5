import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../ui/placeholder-page';

export function ChangeEmailPage() {
  const { t } = useTranslation('auth');
  return <PlaceholderPage title={t('changeEmail.title')} description={t('changeEmail.description')} />;
}
