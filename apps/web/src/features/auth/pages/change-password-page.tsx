import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordBodySchema } from '@casting/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { changeFlowState } from '../../../lib/navigation-state';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { MissingCode } from '../components/missing-code';
import { PasswordField } from '../components/password-field';
import { SubmitButton } from '../components/submit-button';
import { TextLink } from '../components/text-link';
import { clearStoredCode, readStoredCode } from '../stored-codes';

const NewPasswordFormSchema = ResetPasswordBodySchema.pick({ password: true });

function ChangePasswordForm({ otp }: { readonly otp: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
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
    resetPassword.mutate(
      { password, otp },
      {
        onSuccess: () => {
          clearStoredCode();
          toast.success(t('changePassword.success'));
          void navigate(paths.home, { replace: true });
        },
        onError: (error) => {
          toast.error(errorMessage(error, t('changePassword.failed')));
        },
      },
    );
  };

  return (
    <AuthLayout
      title={t('changePassword.title')}
      description={<p>{t('changePassword.description')}</p>}
      footer={
        <p>
          {t('changePassword.newCodePrompt')}{' '}
          <TextLink to={paths.sendChangeOtp} state={changeFlowState('changePassword')}>
            {t('changePassword.newCode')}
          </TextLink>
        </p>
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
        <SubmitButton disabled={!isValid} pending={resetPassword.isPending}>
          {t('changePassword.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}

/** Spec §2: the new password, with the code typed on /verify-otp. */
export function ChangePasswordPage() {
  const [otp] = useState(() => readStoredCode('changePassword'));
  return otp === null ? <MissingCode flow="changePassword" /> : <ChangePasswordForm otp={otp} />;
}
