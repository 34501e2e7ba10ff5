import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthForm } from './auth-form';
import { NewPasswordField } from './new-password-field';

interface NewPassword {
  password: string;
}

export interface NewPasswordFormProps {
  /** The request's own rule, `.pick({ password: true })`: each flow words its message its own way. */
  readonly resolver: Resolver<NewPassword>;
  readonly submitLabel: string;
  readonly pending: boolean;
  readonly onSubmit: (password: string) => void;
}

/** A form with one field, the new password: step 2 of a reset and the signed-in change alike. */
export function NewPasswordForm({ resolver, submitLabel, pending, onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm({ resolver, mode: 'onTouched', defaultValues: { password: '' } });

  return (
    <AuthForm
      onSubmit={handleSubmit(({ password }) => {
        onSubmit(password);
      })}
      valid={isValid}
      pending={pending}
      submitLabel={submitLabel}
    >
      <NewPasswordField
        label={t('fields.newPassword')}
        error={errors.password?.message}
        {...register('password')}
      />
    </AuthForm>
  );
}
