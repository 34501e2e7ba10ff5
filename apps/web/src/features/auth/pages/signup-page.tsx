import type { AccountRole } from '@casting/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { readSignupRole } from '../../../lib/navigation-state';
import { AuthLayout } from '../components/auth-layout';
import { RoleToggle } from '../components/role-toggle';
import { SignupForm } from '../components/signup-form';
import { TextLink } from '../components/text-link';

export function SignupPage() {
  const { t } = useTranslation('auth');
  const presetRole = readSignupRole(useLocation().state);
  // Spec §2: the role toggle starts from the navigation state, Individual by default.
  const [role, setRole] = useState<AccountRole>(presetRole ?? 'INDIVIDUAL');

  return (
    <AuthLayout
      withAside
      title={t('signup.title')}
      description={t('signup.description')}
      footer={
        <p>
          {t('signup.haveAccount')} <TextLink to={paths.login}>{t('signup.loginLink')}</TextLink>
        </p>
      }
    >
      <div className="flex flex-col gap-8">
        <RoleToggle
          legend={t('roleToggle.signupLegend')}
          name="signup-role"
          value={role}
          onChange={setRole}
        />
        <SignupForm key={role} role={role} />
      </div>
    </AuthLayout>
  );
}
