import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordBodySchema, VerifyForgotPasswordBodySchema } from '@casting/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { TextField } from '../../../ui/form/text-field';
import { useForgotPassword } from '../api/forgot-password';
import { useVerifyForgotPassword } from '../api/verify-forgot-password';
import { AuthLayout } from '../components/auth-layout';
import { PasswordField } from '../components/password-field';
import { SubmitButton } from '../components/submit-button';
import { TextButton, TextLink } from '../components/text-link';
import { otpFlowState } from '../otp-flow';
import {
  clearStoredCode,
  clearStoredCodes,
  readResetEmail,
  readStoredCode,
  storeResetEmail,
} from '../stored-codes';

const NewPasswordFormSchema = VerifyForgotPasswordBodySchema.pick({ password: true });

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
        toast.success(t('forgotPassword.sent'));
        void navigate(paths.verifyOtp, { state: otpFlowState('forgotPassword') });
      },
      onError: (error) => {
        toast.error(errorMessage(error, t('forgotPassword.sendFailed')));
      },
    });
  };

  return (
    <AuthLayout
      title={t('forgotPassword.title')}
      description={<p>{t('forgotPassword.description')}</p>}
      footer={<BackToLogin />}
    >
      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          void handleSubmit(submit)(event);
        }}
      >
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          error={errors.email?.message}
          {...register('email')}
        />
        <SubmitButton disabled={!isValid} pending={forgotPassword.isPending}>
          {t('forgotPassword.submit')}
        </SubmitButton>
      </form>
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
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm({
    resolver: zodResolver(NewPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });

  const submit = ({ password }: { password: string }) => {
    verifyForgotPassword.mutate(
      { email, otp, password },
      {
        onSuccess: () => {
          clearStoredCodes();
          toast.success(t('forgotPassword.changed'));
          void navigate(paths.login, { replace: true });
        },
        onError: (error) => {
          toast.error(errorMessage(error, t('forgotPassword.changeFailed')));
        },
      },
    );
  };

  return (
    <AuthLayout
      title={t('forgotPassword.newPasswordTitle')}
      description={
        <p>
          <Trans
            t={t}
            i18nKey="forgotPassword.newPasswordDescription"
            values={{ email }}
            components={{ strong: <strong className="font-semibold wrap-anywhere text-ink-950" /> }}
          />
        </p>
      }
      footer={
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          <TextLink to={paths.verifyOtp} state={otpFlowState('forgotPassword')}>
            {t('forgotPassword.reenterCode')}
          </TextLink>
          <TextButton onClick={onStartOver}>{t('forgotPassword.startOver')}</TextButton>
        </div>
      }
    >
      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          void handleSubmit(submit)(event);
        }}
      >
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          error={errors.password?.message}
          hint={errors.password === undefined ? t('fields.passwordHint') : undefined}
          {...register('password')}
        />
        <SubmitButton disabled={!isValid} pending={verifyForgotPassword.isPending}>
          {t('forgotPassword.changeSubmit')}
        </SubmitButton>
      </form>
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
