import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { ChangeFlow } from '../../../lib/navigation-state';
import { useSession } from '../../../lib/session-store';
import { LinkButton } from '../../../ui/link-button';
import { useForgotPassword } from '../api/forgot-password';
import { useRequestCode } from '../api/request-code';
import { AuthLayout } from '../components/auth-layout';
import { CodeEntry } from '../components/code-entry';
import { EmailDescription } from '../components/email-description';
import { ResendCode } from '../components/resend-code';
import { CHANGE_USE_CASES, OTP_FLOW_TARGETS, readOtpFlow, type OtpFlow } from '../otp-flow';
import { storeCode } from '../stored-codes';
import { readResetEmail } from '../stored-reset-email';

interface CodeStepProps {
  readonly flow: OtpFlow;
  readonly email: string;
  readonly resend: () => Promise<unknown>;
}

/** Spec §2: the typed code is kept locally and used by the page the flow continues on. */
function CodeStep({ flow, email, resend }: CodeStepProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();

  return (
    <AuthLayout
      title={t('verifyOtp.title')}
      description={<EmailDescription i18nKey="verifyOtp.descriptionWithEmail" email={email} />}
      footer={<ResendCode send={resend} />}
    >
      <CodeEntry
        label={t('verifyOtp.codeLabel')}
        onComplete={(code) => {
          storeCode(flow, code);
          void navigate(OTP_FLOW_TARGETS[flow]);
        }}
      />
    </AuthLayout>
  );
}

function ForgotPasswordCode() {
  const forgotPassword = useForgotPassword();
  const [email] = useState(readResetEmail);
  // The address comes from step 1 of /forgot-password; without it there is nothing to continue.
  if (email === null) return <Navigate to={paths.forgotPassword} replace />;
  return <CodeStep flow="forgotPassword" email={email} resend={() => forgotPassword.mutateAsync(email)} />;
}

function ChangeCode({ flow }: { readonly flow: ChangeFlow }) {
  const { token, user } = useSession();
  const requestCode = useRequestCode();
  if (token === null || user === null) return <Navigate to={paths.landing} replace />;
  return (
    <CodeStep
      flow={flow}
      email={user.verifiedEmail ?? ''}
      resend={() => requestCode.mutateAsync({ userId: user.id, useCase: CHANGE_USE_CASES[flow] })}
    />
  );
}

export function VerifyOtpPage() {
  const { t } = useTranslation('auth');
  const flow = readOtpFlow(useLocation().state);

  switch (flow) {
    case null:
      return (
        <AuthLayout title={t('verifyOtp.title')} description={<p>{t('verifyOtp.noFlow')}</p>}>
          <LinkButton to={paths.login} size="lg" className="w-full">
            {t('verifyOtp.backToLogin')}
          </LinkButton>
        </AuthLayout>
      );
    case 'forgotPassword':
      return <ForgotPasswordCode />;
    case 'changeEmail':
    case 'changePassword':
      return <ChangeCode flow={flow} />;
  }
}
