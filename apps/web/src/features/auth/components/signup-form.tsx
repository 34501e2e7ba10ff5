import { PRIVACY_NOTICE_VERSION, type AccountRole } from '@casting/contract';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { TextField } from '../../../ui/form/text-field';
import { Heading } from '../../../ui/heading';
import type { SignupFormValues } from '../account-entry-rules';
import { useSignup } from '../api/signup';
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';
import { NewPasswordField } from './new-password-field';
import { TextLink } from './text-link';

const signupRules = lazyResolver(async () => (await import('../account-entry-rules')).signupRules);

/**
 * One sign-up form for a role (spec §2); the page remounts it when the role changes. Its rules
 * and messages are the server's own (SignupBodySchema).
 */
export function SignupForm({ role }: { readonly role: AccountRole }) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const signup = useSignup();
  const { register, handleSubmit, formState } = useForm<SignupFormValues>({
    resolver: signupRules,
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', password: '', role, consent: false },
  });

  const submit = ({ consent: _consent, ...body }: SignupFormValues) => {
    const toastId = toast.loading(t('signup.loading'));
    signup.mutate(
      { ...body, consentVersion: PRIVACY_NOTICE_VERSION },
      {
        onSuccess: () => {
          toast.success(t('signup.success'), toastId);
          void navigate(paths.verifyingPage, { replace: true });
        },
        onError: (error) => {
          toast.error(errorMessage(error, t('signup.failed')), toastId);
        },
      },
    );
  };

  const headingId = `signup-${role.toLowerCase()}-title`;

  return (
    <AuthForm
      aria-labelledby={headingId}
      onSubmit={handleSubmit(submit)}
      // Read only once the person has typed: reading it asks the form to check, which loads the rules.
      valid={formState.isDirty && formState.isValid}
      pending={signup.isPending}
      submitLabel={t('signup.submit')}
    >
      <div>
        <Heading level={2} size="subtitle" id={headingId} className="text-ink-950">
          {t('signup.presetRole', { role: t(`common:roles.${role}`) })}
        </Heading>
        <p className="mt-1 text-sm leading-relaxed text-ink-600">{t(`signup.intro.${role}`)}</p>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label={t('fields.firstName')}
          autoComplete="given-name"
          error={formState.errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('fields.lastName')}
          autoComplete="family-name"
          error={formState.errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <EmailField label={t('fields.email')} error={formState.errors.email?.message} {...register('email')} />
      <NewPasswordField
        label={t('fields.password')}
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <CheckboxField
        className="text-sm"
        label={
          <Trans
            t={t}
            i18nKey="signup.privacy"
            components={{ privacyLink: <TextLink to={paths.privacy} target="_blank" rel="noopener" /> }}
          />
        }
        error={formState.errors.consent?.message}
        {...register('consent')}
      />
    </AuthForm>
  );
}
