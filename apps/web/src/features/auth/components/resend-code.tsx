import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { TextButton } from './text-link';

export interface ResendCodeProps {
  /** Sends a fresh code; rejects with the server's reason (e.g. the one-a-minute limit). */
  readonly send: () => Promise<unknown>;
}

/** The resend link under every code entry (spec §2), with the spec's toasts. */
export function ResendCode({ send }: ResendCodeProps) {
  const { t } = useTranslation('auth');
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await send();
      toast.success(t('otp.resent'));
    } catch (error) {
      toast.error(errorMessage(error, t('otp.resendFailed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col gap-2 text-sm text-ink-700">
      <p>
        {t('otp.resendPrompt')}{' '}
        <TextButton
          disabled={sending}
          onClick={() => {
            void resend();
          }}
        >
          {sending ? t('otp.resending') : t('otp.resend')}
        </TextButton>
      </p>
      <p className="text-ink-600">{t('otp.expiry')}</p>
    </div>
  );
}
