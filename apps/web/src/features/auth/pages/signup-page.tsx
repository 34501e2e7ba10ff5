import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { readSignupRole } from '../../../lib/navigation-state';
import { PlaceholderPage } from '../../../ui/placeholder-page';

export function SignupPage() {
  const { t } = useTranslation(['auth', 'common']);
  // Spec §2: the role toggle starts from the navigation state, Individual by default.
  const role = readSignupRole(useLocation().state) ?? 'INDIVIDUAL';
  return (
    <PlaceholderPage title={t('signup.title')} description={t('signup.description')}>
      <p className="inline-flex items-center rounded-full bg-ink-950 px-5 py-2 text-sm font-semibold text-sand-50">
        {t('signup.presetRole', { role: t(`common:roles.${role}`) })}
      </p>
    </PlaceholderPage>
  );
}
