import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateEmailBodySchema } from '@casting/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { changeFlowState } from '../../../lib/navigation-state';
import { toast } from '../../../lib/toast';
import { TextField } from '../../../ui/form/text-field';
import { useUpdateEmail } from '../api/update-email';
import { AuthLayout } from '../components/auth-layout';
import { MissingCode } from '../components/missing-code';
import { SubmitButton } from '../components/submit-button';
import { TextLink } from '../components/text-link';
import { clearStoredCode, readStoredCode } from '../stored-codes';

const NewEmailSchema = UpdateEmailBodySchema.pick({ newEmail: true });

function ChangeEmailForm({ otp }: { readonly otp: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const updateEmail = useUpdateEmail();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm({ resolver: zodResolver(NewEmailSchema), mode: 'onTouched', defaultValues: { newEmail: '' } });

  const submit = ({ newEmail }: { newEmail: string }) => {
    updateEmail.mutate(
      { newEmail, otp },
      {
        onSuccess: () => {
          clearStoredCode();
          toast.success(t('changeEmail.success'));
          void navigate(paths.home, { replace: true });
        },
        onError: (error) => {
          toast.error(errorMessage(error, t('changeEmail.failed')));
        },
      },
    );
  };

  return (
    <AuthLayout
      title={t('changeEmail.title')}
      description={<p>{t('changeEmail.description')}</p>}
      footer={
        <p>
          {t('changeEmail.newCodePrompt')}{' '}
          <TextLink to={paths.sendChangeOtp} state={changeFlowState('changeEmail')}>
            {t('changeEmail.newCode')}
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
        <TextField
          label={t('fields.newEmail')}
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          error={errors.newEmail?.message}
          {...register('newEmail')}
        />
        <SubmitButton disabled={!isValid} pending={updateEmail.isPending}>
          {t('changeEmail.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}

/** Spec §2: the new address, with the code typed on /verify-otp. */
export function ChangeEmailPage() {
  const [otp] = useState(() => readStoredCode('changeEmail'));
  return otp === null ? <MissingCode flow="changeEmail" /> : <ChangeEmailForm otp={otp} />;
}
