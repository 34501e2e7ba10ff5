import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { readChangeFlow } from '../../../lib/navigation-state';
import { PlaceholderPage } from '../../../ui/placeholder-page';

export function SendChangeOtpPage() {
  const { t } = useTranslation('auth');
  const flow = readChangeFlow(useLocation().state);
  return (
    <PlaceholderPage title={t('sendChangeOtp.title')} description={t('sendChangeOtp.description')}>
      {flow === null ? null : (
        <p className="text-sm font-semibold text-ink-800">{t(`sendChangeOtp.purpose.${flow}`)}</p>
      )}
    </PlaceholderPage>
  );
}
