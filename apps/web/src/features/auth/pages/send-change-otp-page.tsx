import type { UserStatus } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { changeFlowState, readChangeFlow, type ChangeFlow } from '../../../lib/navigation-state';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { MailIcon } from '../../../ui/icons';
import { LinkButton } from '../../../ui/link-button';
import { useRequestCode } from '../api/request-code';
import { AuthLayout } from '../components/auth-layout';
import { CHANGE_USE_CASES, otpFlowState } from '../otp-flow';
import { clearStoredCode } from '../stored-codes';
import { CODE_TOAST_ID } from '../code-toast';

function RequestChangeCode({ flow, user }: { readonly flow: ChangeFlow; readonly user: UserStatus }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const requestCode = useRequestCode();

  const request = () => {
    requestCode.mutate(
      { userId: user.id, useCase: CHANGE_USE_CASES[flow] },
      {
        onSuccess: () => {
          // A code typed for an earlier request must not be used for this one.
          clearStoredCode();
          toast.success(t('sendChangeOtp.sent'), CODE_TOAST_ID);
          void navigate(paths.verifyOtp, { state: otpFlowState(flow) });
        },
        onError: (error) => {
          toast.error(errorMessage(error, t('sendChangeOtp.failed')), CODE_TOAST_ID);
        },
      },
    );
  };

  return (
    <AuthLayout title={t('sendChangeOtp.title')} description={<p>{t('sendChangeOtp.description')}</p>}>
      <div className="flex flex-col gap-6">
        <p className="inline-flex self-start rounded-full bg-accent-100 px-4 py-1.5 text-sm font-semibold text-accent-700">
          {t(`sendChangeOtp.purpose.${flow}`)}
        </p>
        <div className="flex items-center gap-4 rounded-2xl border border-ink-950/10 bg-white px-5 py-4">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-sand-200 text-ink-700">
            <MailIcon />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-ink-600">{t('sendChangeOtp.sendTo')}</p>
            <p className="font-semibold wrap-anywhere text-ink-950">{user.verifiedEmail}</p>
          </div>
        </div>
        <Button size="lg" className="w-full" pending={requestCode.isPending} onClick={request}>
          {t('sendChangeOtp.submit')}
        </Button>
      </div>
    </AuthLayout>
  );
}

/** Spec §2 "Send change OTP": reached from the avatar menu with the change it is for. */
export function SendChangeOtpPage() {
  const { t } = useTranslation('auth');
  const flow = readChangeFlow(useLocation().state);
  const { user } = useSession();

  // The route is protected, so a user is there; the check keeps the types honest.
  if (user === null) return null;
  if (flow !== null) return <RequestChangeCode key={flow} flow={flow} user={user} />;

  return (
    <AuthLayout title={t('sendChangeOtp.title')} description={<p>{t('sendChangeOtp.choose')}</p>}>
      <div className="flex flex-col gap-3">
        <LinkButton
          to={paths.sendChangeOtp}
          state={changeFlowState('changeEmail')}
          variant="outline"
          size="lg"
        >
          {t('sendChangeOtp.chooseEmail')}
        </LinkButton>
        <LinkButton
          to={paths.sendChangeOtp}
          state={changeFlowState('changePassword')}
          variant="outline"
          size="lg"
        >
          {t('sendChangeOtp.choosePassword')}
        </LinkButton>
      </div>
    </AuthLayout>
  );
}
