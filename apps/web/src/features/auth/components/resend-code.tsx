import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCountdown } from '../hooks/use-countdown';
import { TextButton } from './text-link';
import { CODE_TOAST_ID } from '../code-toast';

/** Seconds up to two minutes, whole minutes beyond, as the server words its wait. */
function formatWait(seconds: number): string {
  return seconds < 120
    ? formatNumber(seconds, { style: 'unit', unit: 'second', unitDisplay: 'long' })
    : formatNumber(Math.ceil(seconds / 60), { style: 'unit', unit: 'minute', unitDisplay: 'long' });
}

export interface ResendCodeProps {
  /** Sends a fresh code; rejects with the server's reason (e.g. the one-a-minute limit). */
  readonly send: () => Promise<unknown>;
}

/**
 * The resend link under every code entry (spec §2), with the spec's toasts. When the server
 * says to wait (429 with Retry-After), the link counts down until a new code can be asked for.
 */
export function ResendCode({ send }: ResendCodeProps) {
  const { t } = useTranslation('auth');
  const [sending, setSending] = useState(false);
  const wait = useCountdown();

  const resend = async () => {
    setSending(true);
    try {
      await send();
      toast.success(t('otp.resent'), CODE_TOAST_ID);
    } catch (error) {
      toast.error(errorMessage(error, t('otp.resendFailed')), CODE_TOAST_ID);
      if (error instanceof ApiError && error.retryAfterSeconds !== null) wait.start(error.retryAfterSeconds);
    } finally {
      setSending(false);
    }
  };

  let label = t('otp.resend');
  if (sending) label = t('otp.resending');
  else if (wait.secondsLeft > 0) label = t('otp.resendIn', { time: formatWait(wait.secondsLeft) });

  return (
    <div className="flex flex-col gap-2 text-sm text-ink-700">
      <p>
        {t('otp.resendPrompt')}{' '}
        <TextButton
          disabled={sending || wait.secondsLeft > 0}
          onClick={() => {
            void resend();
          }}
        >
          {label}
        </TextButton>
      </p>
      <p className="text-ink-600">{t('otp.expiry')}</p>
    </div>
  );
}
