import type { UserStatus } from '@casting/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { resumeOnboardingPath } from '../../../lib/onboarding-resume';
import { getSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { LinkButton } from '../../../ui/link-button';
import { useRequestCode } from '../api/request-code';
import { useVerifyAccount } from '../api/verify-account';
import { AuthLayout } from '../components/auth-layout';
import { CodeEntry } from '../components/code-entry';
import { EmailDescription } from '../components/email-description';
import { ResendCode } from '../components/resend-code';
import { CODE_TOAST_ID } from '../code-toast';

/** Spec §2: after verification an individual picks a category, an organization fills its form. */
function firstOnboardingStep(user: UserStatus): string {
  switch (user.role) {
    case 'INDIVIDUAL':
      return paths.selectCategory;
    case 'ORGANIZATION':
      return paths.organizationForm;
  }
}

function VerifyAccount({ account }: { readonly account: UserStatus }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const verify = useVerifyAccount();
  const requestCode = useRequestCode();
  // Each failed try remounts the boxes empty, ready for the next code.
  const [attempt, setAttempt] = useState(0);

  const submit = (otp: string) => {
    verify.mutate(
      { userId: account.id, otp },
      {
        onSuccess: ({ user }) => {
          toast.success(t('verifyingPage.success'), CODE_TOAST_ID);
          void navigate(firstOnboardingStep(user), { replace: true });
        },
        onError: (error) => {
          toast.error(errorMessage(error, t('verifyingPage.failed')), CODE_TOAST_ID);
          setAttempt((count) => count + 1);
        },
      },
    );
  };

  return (
    <AuthLayout
      title={t('verifyingPage.title')}
      description={
        <EmailDescription i18nKey="verifyingPage.description" email={account.unVerifiedEmail ?? ''} />
      }
      footer={
        <ResendCode send={() => requestCode.mutateAsync({ userId: account.id, useCase: 'VERIFY_ACCOUNT' })} />
      }
    >
      <CodeEntry
        key={attempt}
        label={t('verifyingPage.codeLabel')}
        pending={verify.isPending}
        pendingLabel={t('verifyingPage.verifying')}
        onComplete={submit}
      />
    </AuthLayout>
  );
}

/**
 * Spec §2 "Verifying page". The account comes from sign-up (a user status without a token) or
 * from logging in to an unverified account. The page reads it once: verifying it signs the
 * account in, and this page then leads on rather than re-deciding.
 */
export function VerifyingPage() {
  const { t } = useTranslation('auth');
  const [account] = useState(() => getSession().user);

  if (account === null) {
    return (
      <AuthLayout title={t('verifyingPage.title')} description={<p>{t('verifyingPage.noAccount')}</p>}>
        <LinkButton to={paths.login} size="lg" className="w-full">
          {t('verifyingPage.loginLink')}
        </LinkButton>
      </AuthLayout>
    );
  }
  if (account.verifiedEmail !== null) {
    return <Navigate to={account.onboardingCompleted ? paths.home : resumeOnboardingPath(account)} replace />;
  }
  return <VerifyAccount account={account} />;
}
