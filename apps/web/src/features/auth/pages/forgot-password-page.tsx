import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordBodySchema, VerifyForgotPasswordBodySchema } from '@casting/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useForgotPassword } from '../api/forgot-password';
import { useVerifyForgotPassword } from '../api/verify-forgot-password';
import { AuthForm } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { EmailDescription } from '../components/email-description';
import { EmailField } from '../components/email-field';
import { NewPasswordForm } from '../components/new-password-form';
import { TextButton, TextLink } from '../components/text-link';
import { otpFlowState } from '../otp-flow';
import { clearStoredCode, clearStoredCodes, readStoredCode } from '../stored-codes';
import { readResetEmail, storeResetEmail } from '../stored-reset-email';
import { CODE_TOAST_ID } from '../code-toast';

const newPasswordRules = zodResolver(VerifyForgotPasswordBodySchema.pick({ password: true }));

function BackToLogin() {
  const { t } = useTranslation('auth');
  return <TextLink to={paths.login}>{t('forgotPassword.backToLogin')}</TextLink>;
}

/** Step 1: the address gets a code, and is kept for the next steps. */
function RequestCodeStep({ initialEmail }: { readonly initialEmail: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm({
    resolver: zodResolver(ForgotPasswordBodySchema),
    mode: 'onTouched',
    defaultValues: { email: initialEmail },
  });

  const submit = ({ email }: { email: string }) => {
    forgotPassword.mutate(email, {
      onSuccess: () => {
        storeResetEmail(email);
        clearStoredCode();
        toast.success(t('forgotPassword.sent'), CODE_TOAST_ID);
        void navigate(paths.verifyOtp, { state: otpFlowState('forgotPassword') });
      },
      onError: (error) => {
        toast.error(errorMessage(error, t('forgotPassword.sendFailed')), CODE_TOAST_ID);
      },
    });
  };

  return (
    <AuthLayout
      title={t('forgotPassword.title')}
      description={<p>{t('forgotPassword.description')}</p>}
      footer={<BackToLogin />}
    >
      <AuthForm
        onSubmit={handleSubmit(submit)}
        valid={isValid}
        pending={forgotPassword.isPending}
        submitLabel={t('forgotPassword.submit')}
      >
        <EmailField label={t('fields.email')} error={errors.email?.message} {...register('email')} />
      </AuthForm>
    </AuthLayout>
  );
}

interface NewPasswordStepProps {
  readonly email: string;
  readonly otp: string;
  readonly onStartOver: () => void;
}

/** Step 2: the new password, sent with the stored address and code; then back to login. */
function NewPasswordStep({ email, otp, onStartOver }: NewPasswordStepProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const verifyForgotPassword = useVerifyForgotPassword();

  const submit = (password: string) => {
    verifyForgotPassword.mutate(
      { email, otp, password },
      {
        onSuccess: () => {
          clearStoredCodes();
          toast.success(t('forgotPassword.changed'), CODE_TOAST_ID);
          void navigate(paths.login, { replace: true });
        },
        onError: (error) => {
          toast.error(errorMessage(error, t('forgotPassword.changeFailed')), CODE_TOAST_ID);
        },
      },
    );
  };

  return (
    <AuthLayout
      title={t('forgotPassword.newPasswordTitle')}
      description={<EmailDescription i18nKey="forgotPassword.newPasswordDescription" email={email} />}
      footer={
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          <TextLink to={paths.verifyOtp} state={otpFlowState('forgotPassword')}>
            {t('forgotPassword.reenterCode')}
          </TextLink>
          <TextButton onClick={onStartOver}>{t('forgotPassword.startOver')}</TextButton>
        </div>
      }
    >
      <NewPasswordForm
        resolver={newPasswordRules}
        submitLabel={t('forgotPassword.changeSubmit')}
        pending={verifyForgotPassword.isPending}
        onSubmit={submit}
      />
    </AuthLayout>
  );
}

/** Spec §2 "Forgot password": step 2 once an address and a code are stored, step 1 otherwise. */
export function ForgotPasswordPage() {
  const [stored, setStored] = useState(() => ({
    email: readResetEmail(),
    otp: readStoredCode('forgotPassword'),
  }));

  if (stored.email !== null && stored.otp !== null) {
    return (
      <NewPasswordStep
        email={stored.email}
        otp={stored.otp}
        onStartOver={() => {
          clearStoredCodes();
          setStored({ email: null, otp: null });
        }}
      />
    );
  }
  return <RequestCodeStep initialEmail={stored.email ?? ''} />;
}
