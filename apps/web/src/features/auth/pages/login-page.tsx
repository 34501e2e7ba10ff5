import type { AccountRole, LoginBody } from '@casting/contract';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { resumeOnboardingPath } from '../../../lib/onboarding-resume';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { AuthForm } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { EmailField } from '../components/email-field';
import { PasswordField } from '../../../ui/form/password-field';
import { RoleToggle } from '../components/role-toggle';
import { TextLink } from '../components/text-link';

const loginRules = lazyResolver(async () => (await import('../account-entry-rules')).loginRules);

/** Spec §2: Individual unless the person picks Organization. */
const DEFAULT_ROLE: AccountRole = 'INDIVIDUAL';

/** Spec §2 "Login": role, e-mail and password; an unfinished account resumes its onboarding (§4). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const login = useLogin();
  const { control, register, handleSubmit, formState } = useForm({
    resolver: loginRules,
    mode: 'onTouched',
    defaultValues: { email: '', password: '', role: DEFAULT_ROLE },
  });

  const submit = (body: LoginBody) => {
    const toastId = toast.loading(t('login.loading'));
    login.mutate(body, {
      onSuccess: ({ user }) => {
        toast.success(t('login.success'), toastId);
        void navigate(user.onboardingCompleted ? paths.home : resumeOnboardingPath(user), { replace: true });
      },
      onError: (error) => {
        toast.error(errorMessage(error, t('login.failed')), toastId);
      },
    });
  };

  return (
    <AuthLayout
      withAside
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <p>
          {t('login.noAccount')} <TextLink to={paths.signup}>{t('login.signupLink')}</TextLink>
        </p>
      }
    >
      <AuthForm
        onSubmit={handleSubmit(submit)}
        // Read only once the person has typed: reading it asks the form to check, which loads the rules.
        valid={formState.isDirty && formState.isValid}
        pending={login.isPending}
        submitLabel={t('login.submit')}
      >
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <RoleToggle
              legend={t('roleToggle.loginLegend')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              disabled={login.isPending}
            />
          )}
        />
        <EmailField
          label={t('fields.email')}
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <div className="flex flex-col gap-2">
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <TextLink to={paths.forgotPassword} className="self-end text-sm">
            {t('login.forgotPassword')}
          </TextLink>
        </div>
      </AuthForm>
    </AuthLayout>
  );
}
