import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';

/** Where the provider's return leaves the payer (`/messages?chat=…&milestone=…&payment=…`). */
const PAYMENT_PARAM = 'payment';
const MILESTONE_PARAM = 'milestone';

/**
 * Back from the payment provider, the organization is told once how its payment went, and the
 * address loses the outcome, so a reload or a shared link does not tell it again.
 */
export function usePaymentReturn(): void {
  const { t } = useTranslation('chats');
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = searchParams.get(PAYMENT_PARAM);

  useEffect(() => {
    if (outcome === null) return;
    // One id: the toast is raised once even when the effect runs twice.
    if (outcome === 'paid') toast.success(t('milestones.payment.paid'), 'payment-return');
    else if (outcome === 'failed') toast.error(t('milestones.payment.failed'), 'payment-return');
    else if (outcome === 'pending') toast.info(t('milestones.payment.pending'), 'payment-return');
    else if (outcome === 'duplicate') toast.info(t('milestones.payment.duplicate'), 'payment-return');
    setSearchParams(
      (params) => {
        params.delete(PAYMENT_PARAM);
        params.delete(MILESTONE_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [outcome, setSearchParams, t]);
}
