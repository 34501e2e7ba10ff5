import { Trans, useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/isolate';

export interface EmailDescriptionProps {
  readonly i18nKey:
    'forgotPassword.newPasswordDescription' | 'verifyOtp.descriptionWithEmail' | 'verifyingPage.description';
  readonly email: string;
}

/** A page description that names the address a code went to, in bold. */
export function EmailDescription({ i18nKey, email }: EmailDescriptionProps) {
  const { t } = useTranslation('auth');
  return (
    <p>
      <Trans
        t={t}
        i18nKey={i18nKey}
        values={{ email: isolate(email) }}
        components={{ strong: <strong className="font-semibold wrap-anywhere text-ink-950" /> }}
      />
    </p>
  );
}
