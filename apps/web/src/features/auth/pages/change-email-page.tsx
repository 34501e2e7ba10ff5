import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useUpdateEmail } from '../api/update-email';
import { AuthForm } from '../components/auth-form';
import { ChangeLayout } from '../components/change-layout';
import { EmailField } from '../components/email-field';
import { MissingCode } from '../components/missing-code';
import { useFinishChange } from '../hooks/use-finish-change';
import { readStoredCode } from '../stored-codes';

const newEmailRules = lazyResolver(async () => (await import('../change-rules')).newEmailRules);

function ChangeEmailForm({ otp }: { readonly otp: string }) {
  const { t } = useTranslation('auth');
  const updateEmail = useUpdateEmail();
  const finish = useFinishChange('changeEmail');
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm({ resolver: newEmailRules, mode: 'onTouched', defaultValues: { newEmail: '' } });

  return (
    <ChangeLayout flow="changeEmail">
      <AuthForm
        onSubmit={handleSubmit(({ newEmail }) => {
          updateEmail.mutate({ newEmail, otp }, finish);
        })}
        valid={isValid}
        pending={updateEmail.isPending}
        submitLabel={t('changeEmail.submit')}
      >
        <EmailField label={t('fields.newEmail')} error={errors.newEmail?.message} {...register('newEmail')} />
      </AuthForm>
    </ChangeLayout>
  );
}

/** Spec §2: the new address, with the code typed on /verify-otp. */
export function ChangeEmailPage() {
  const [otp] = useState(() => readStoredCode('changeEmail'));
  return otp === null ? <MissingCode flow="changeEmail" /> : <ChangeEmailForm otp={otp} />;
}
