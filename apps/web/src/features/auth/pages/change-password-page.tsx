import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useResetPassword } from '../api/reset-password';
import { ChangeLayout } from '../components/change-layout';
import { MissingCode } from '../components/missing-code';
import { NewPasswordForm } from '../components/new-password-form';
import { useFinishChange } from '../hooks/use-finish-change';
import { readStoredCode } from '../stored-codes';

const newPasswordRules = lazyResolver(async () => (await import('../change-rules')).newPasswordRules);

function ChangePasswordForm({ otp }: { readonly otp: string }) {
  const { t } = useTranslation('auth');
  const resetPassword = useResetPassword();
  const finish = useFinishChange('changePassword');

  return (
    <ChangeLayout flow="changePassword">
      <NewPasswordForm
        resolver={newPasswordRules}
        submitLabel={t('changePassword.submit')}
        pending={resetPassword.isPending}
        onSubmit={(password) => {
          resetPassword.mutate({ password, otp }, finish);
        }}
      />
    </ChangeLayout>
  );
}

/** Spec §2: the new password, with the code typed on /verify-otp. */
export function ChangePasswordPage() {
  const [otp] = useState(() => readStoredCode('changePassword'));
  return otp === null ? <MissingCode flow="changePassword" /> : <ChangePasswordForm otp={otp} />;
}
